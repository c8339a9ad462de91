import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InterfaceLanguageSchema, PreferencesAnswer, PreferencesRequest, PreferencesRequestSchema } from '@lexmitra/contracts';
import { UsersRepository } from '@lexmitra/data';
import { AuthUser, CurrentUser } from '../common/decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

/** A stored value outside today's list (a language switched off since) reads as "not chosen". */
const readLanguage = (stored: string | null) => InterfaceLanguageSchema.nullable().catch(null).parse(stored);

/** The signed-in user's own preferences: only they read or change them (the session decides who). */
@ApiTags('auth')
@Controller('api/auth/me/preferences')
export class PreferencesController {
  constructor(private readonly users: UsersRepository) {}

  @Get()
  @ApiOperation({ summary: 'My preferences: the interface language chosen on the account (null until chosen)' })
  async mine(@CurrentUser() user: AuthUser): Promise<PreferencesAnswer> {
    return { language: readLanguage(await this.users.languageOf(user.id)) };
  }

  @Patch()
  @ApiOperation({ summary: "Set my interface language; one of contracts' INTERFACE_LANGUAGES ('en', 'hi', 'bn')" })
  async update(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(PreferencesRequestSchema)) body: PreferencesRequest): Promise<PreferencesAnswer> {
    await this.users.setLanguage(user.id, body.language);
    return { language: body.language };
  }
}
