import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '../auth/decorators';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { UpdatesRepository } from './updates.repository';

const SubscribeSchema = z.object({ email: z.email('Please enter a valid e-mail address.').max(254) });

@ApiTags('updates')
@Public()
@Controller('api/updates')
export class UpdatesController {
  constructor(private readonly repo: UpdatesRepository) {}

  @Post('subscribe')
  @HttpCode(201)
  @ApiOperation({ summary: "Join the mailing list from the landing page's Get Updates box" })
  @ApiBody({ schema: z.toJSONSchema(SubscribeSchema) as object })
  async subscribe(@Body(new ZodValidationPipe(SubscribeSchema)) body: z.infer<typeof SubscribeSchema>) {
    await this.repo.subscribe(body.email.toLowerCase(), 'landing');
    return { subscribed: true };
  }
}
