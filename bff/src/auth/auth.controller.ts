import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoginRequestSchema, RegisterRequestSchema } from '@lexmitra/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SESSION_COOKIE } from './auth.guard';
import { AuthService } from './auth.service';
import { AuthedRequest, AuthUser, CurrentUser, Public } from './decorators';
import { RateLimitService } from './rate-limit.service';
import { SessionsService } from './sessions.service';

const RegisterBody = RegisterRequestSchema.extend({
  email: z.email('Please enter a valid e-mail address.').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters.').max(1024),
});

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
  ) {}

  private cookieOptions(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: this.sessions.ttlSeconds * 1000 };
  }

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiOperation({ summary: 'Call 6: create a local account' })
  @ApiBody({ schema: z.toJSONSchema(RegisterRequestSchema) as object })
  async register(@Ip() ip: string, @Body() raw: unknown) {
    const email = typeof (raw as { email?: unknown })?.email === 'string' ? (raw as { email: string }).email.toLowerCase() : '';
    await this.limits.consume('register', [`ip:${ip}`, ...(email ? [`email:${email}`] : [])]);
    const body = new ZodValidationPipe(RegisterBody).transform(raw);
    return this.auth.register(body.email, body.password);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 7: sign in; sets the httpOnly session cookie' })
  @ApiBody({ schema: z.toJSONSchema(LoginRequestSchema) as object })
  async login(@Ip() ip: string, @Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() raw: unknown) {
    const email = typeof (raw as { email?: unknown })?.email === 'string' ? (raw as { email: string }).email.toLowerCase() : '';
    await this.limits.consume('login', [`ip:${ip}`, ...(email ? [`email:${email}`] : [])]);
    const body = new ZodValidationPipe(LoginRequestSchema).transform(raw);
    const { token, user } = await this.auth.login(body.email, body.password);
    res.cookie(SESSION_COOKIE, token, this.cookieOptions(req));
    return { user };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session on the server and clear the cookie' })
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    await this.auth.logout(req.sessionToken);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { signedOut: true };
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user (401 when not signed in)' })
  me(@CurrentUser() user: AuthUser) {
    return { user: { uid: user.id, email: user.email }, via: user.via };
  }
}
