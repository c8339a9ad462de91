import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AUTH_TEXT, can, CreateFirmAnswer, CreateFirmInput, DEFAULT_INVITE_ROLE, ErrorCodes, Firm, FIRM_ONLINE_WINDOW_MS, FIRM_PERMISSIONS, FIRM_TEXT, FirmAction, FirmInvite, FirmRole, InviteRole, mayInviteAs } from '@lexmitra/contracts';
import { AlreadyMemberError, FirmsRepository, InviteRecord, isDuplicateKey, MemberRecord, UsersRepository } from '@lexmitra/data';
import { randomBytes } from 'node:crypto';
import { ApiException, badRequest, forbidden, notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { PresenceRecorder } from '../users/presence.recorder';

const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, ErrorCodes.CONFLICT, message);
// 32 letters and digits without look-alikes (0/O, 1/I): 10 of them carry 50 random bits.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % 32]).join('');
const DAY_MS = 86_400_000;

const inviteView = (i: InviteRecord): FirmInvite => ({
  code: i.code, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt ? i.expiresAt.toISOString() : null, role: i.role ?? DEFAULT_INVITE_ROLE, email: i.email ?? null,
});
/** Who may invite whom: one definition for the code and the mailed invite. */
export interface InviteRequest { expiresInDays?: number; role?: InviteRole; email?: string }

/** Firms and their members; every rule of the permission table (FIRM_PERMISSIONS) is checked here. */
@Injectable()
export class FirmsService {
  constructor(
    private readonly repo: FirmsRepository,
    private readonly users: UsersRepository,
    private readonly presence: PresenceRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's membership of this firm, or 403: a non-member learns nothing about the firm. */
  async member(userId: string, firmId: string, action?: FirmAction): Promise<MemberRecord> {
    const m = await this.repo.membershipOf(userId);
    if (!m || m.firmId !== firmId) throw forbidden(FIRM_TEXT.notMember);
    if (action && !can(m.role, action)) throw forbidden(FIRM_TEXT.forbidden(action));
    return m;
  }

  async mine(userId: string): Promise<Firm | null> {
    const m = await this.repo.membershipOf(userId);
    return m ? this.view(m) : null;
  }

  async view(me: MemberRecord): Promise<Firm | null> {
    const firm = await this.repo.findFirm(me.firmId);
    if (!firm) return null;
    const now = Date.now();
    const memberships = await this.repo.membersOf(me.firmId);
    const ids = memberships.map((m) => m.userId);
    const [users, lastSeen] = await Promise.all([this.users.findByIds(ids), this.presence.lastSeen(ids)]);
    const members = memberships.map((m) => {
      const user = users.get(m.userId);
      const seen = lastSeen.get(m.userId) ?? 0;
      return { userId: m.userId, name: m.name ?? null, email: user?.email ?? '(deleted account)', role: m.role, presence: now - seen <= FIRM_ONLINE_WINDOW_MS ? ('Online' as const) : ('Away' as const), joinedAt: m.joinedAt.toISOString() };
    });
    const invites = can(me.role, 'invite') ? (await this.repo.openInvites(me.firmId, new Date())).map(inviteView) : [];
    return { id: String(firm._id), name: firm.name, description: firm.description, myRole: me.role, permissions: [...FIRM_PERMISSIONS[me.role]], members, invites };
  }

  async create(userId: string, input: CreateFirmInput): Promise<CreateFirmAnswer> {
    if (await this.repo.membershipOf(userId)) throw conflict(FIRM_TEXT.alreadyInAFirm);
    let firmId: string;
    try {
      firmId = String((await this.repo.createFirm(userId, input.name, input.description, input.yourName || undefined))._id);
    } catch (err) {
      if (err instanceof AlreadyMemberError) throw conflict(FIRM_TEXT.alreadyInAFirm);
      throw err;
    }
    const invite = await this.issueInvite(firmId, userId);
    const firm = await this.mine(userId);
    return { firm: firm!, inviteCode: invite.code };
  }

  /**
   * Joins with a code, as the role it gives and under the name given (`yourName`). A mailed invite
   * is its address's only (403 for any other account) and lets one person in (400 once used).
   */
  async join(userId: string, email: string, code: string, yourName?: string): Promise<Firm> {
    // An invite may have been meant for this address: only its proven owner may use one.
    if (!(await this.users.isEmailVerified(userId))) throw new ApiException(HttpStatus.FORBIDDEN, ErrorCodes.EMAIL_NOT_VERIFIED, AUTH_TEXT.emailNotVerified);
    const invite = await this.repo.findInvite(code);
    if (!invite) throw badRequest(FIRM_TEXT.badCode);
    if (invite.revokedAt) throw badRequest(FIRM_TEXT.revokedCode);
    if (invite.expiresAt && invite.expiresAt.getTime() <= Date.now()) throw badRequest(FIRM_TEXT.expiredCode);
    if (invite.email && invite.email.toLowerCase() !== email.toLowerCase()) throw forbidden(FIRM_TEXT.inviteForAnother);
    if (invite.usedAt) throw badRequest(FIRM_TEXT.usedCode);
    if (!(await this.repo.findFirm(invite.firmId))) throw badRequest(FIRM_TEXT.badCode);
    const current = await this.repo.membershipOf(userId);
    if (current) throw conflict(current.firmId === invite.firmId ? FIRM_TEXT.alreadyInThisFirm : FIRM_TEXT.alreadyInAFirm);
    // One-time invites are used up first (a conditional update): of two racing joins one gets in.
    if (invite.email && !(await this.repo.claimInvite(invite.code, userId))) throw badRequest(FIRM_TEXT.usedCode);
    try {
      await this.repo.addMember(userId, invite.firmId, invite.role ?? DEFAULT_INVITE_ROLE, yourName || undefined);
    } catch (err) {
      if (invite.email) await this.repo.releaseInvite(invite.code, userId);
      if (err instanceof AlreadyMemberError) throw conflict(FIRM_TEXT.alreadyInAFirm);
      throw err;
    }
    return (await this.mine(userId))!;
  }

  /** A new code (for `email` only, once, when given), giving `role`: the inviter's own or below (else 403). */
  async createInvite(userId: string, firmId: string, request: InviteRequest = {}): Promise<FirmInvite> {
    const me = await this.member(userId, firmId, 'invite');
    const role = request.role ?? DEFAULT_INVITE_ROLE;
    if (!mayInviteAs(me.role, role)) throw forbidden(FIRM_TEXT.roleAboveYours);
    return inviteView(await this.issueInvite(firmId, userId, request.expiresInDays, role, request.email ?? null));
  }

  async rename(userId: string, firmId: string, name: string): Promise<Firm> {
    const me = await this.member(userId, firmId);
    if (!(await this.repo.rename(firmId, userId, name))) throw forbidden(FIRM_TEXT.notMember);
    return (await this.view(me))!;
  }

  /** Every code expires: after the days asked for, else the configured default (a code handed round stays usable only so long). */
  private async issueInvite(firmId: string, userId: string, expiresInDays = this.config.FIRM_INVITE_TTL_DAYS, role: FirmRole = DEFAULT_INVITE_ROLE, email: string | null = null): Promise<InviteRecord> {
    const expiresAt = new Date(Date.now() + expiresInDays * DAY_MS);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.repo.createInvite(newCode(), firmId, userId, expiresAt, role, email);
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= 3) throw err;
      }
    }
  }

  async revokeInvite(userId: string, firmId: string, code: string): Promise<void> {
    await this.member(userId, firmId, 'invite');
    if (!(await this.repo.revokeInvite(firmId, code.trim().toUpperCase()))) throw notFound(FIRM_TEXT.inviteNotFound);
  }

  async changeRole(userId: string, firmId: string, targetId: string, role: FirmRole): Promise<Firm> {
    const me = await this.member(userId, firmId, 'changeRole');
    const target = await this.target(firmId, targetId);
    if (target.role !== role) {
      // Counter first (it may refuse), then the role; a lost race puts the counter back.
      if (target.role === 'Senior Partner' && !(await this.repo.releaseSenior(firmId))) throw conflict(FIRM_TEXT.keepOneSeniorPartner);
      const changed = await this.repo.setRole(firmId, targetId, target.role, role);
      if (target.role === 'Senior Partner' && !changed) await this.repo.addSenior(firmId);
      if (!changed) throw conflict(FIRM_TEXT.memberChanged);
      if (role === 'Senior Partner') await this.repo.addSenior(firmId);
    }
    return (await this.view(userId === targetId ? { ...me, role } : me))!;
  }

  async removeMember(userId: string, firmId: string, targetId: string): Promise<void> {
    if (userId === targetId) return this.leave(userId, firmId);
    await this.member(userId, firmId, 'removeMember');
    const target = await this.target(firmId, targetId);
    await this.dropMember(target, FIRM_TEXT.keepOneSeniorPartner);
  }

  async leave(userId: string, firmId: string): Promise<void> {
    await this.dropMember(await this.member(userId, firmId), FIRM_TEXT.lastSeniorPartner);
  }

  private async dropMember(m: MemberRecord, lastSeniorText: string): Promise<void> {
    const senior = m.role === 'Senior Partner';
    if (senior && !(await this.repo.releaseSenior(m.firmId))) throw conflict(lastSeniorText);
    const removed = await this.repo.removeMember(m.firmId, m.userId);
    if (senior && !removed) await this.repo.addSenior(m.firmId);
  }

  private async target(firmId: string, targetId: string): Promise<MemberRecord> {
    const t = await this.repo.membershipOf(targetId);
    if (!t || t.firmId !== firmId) throw notFound(FIRM_TEXT.memberNotFound);
    return t;
  }
}
