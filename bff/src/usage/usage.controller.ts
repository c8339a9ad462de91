import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../common/decorators';
import { UsageService } from './usage.service';

@ApiTags('usage')
@Controller('api/usage')
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get()
  @ApiOperation({ summary: 'My storage against the per-user quotas: document bytes and number of drafts' })
  mine(@CurrentUser() user: AuthUser) {
    return this.usage.of(user.id);
  }
}
