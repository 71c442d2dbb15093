package app.locus.alerts.repository;

import static app.locus.db.Tables.ALERT;
import static app.locus.db.Tables.ALERT_PREFERENCE;
import static app.locus.db.Tables.ALERT_RECEIPT;
import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.WORKSPACE;
import static app.locus.db.Tables.WORKSPACE_MEMBER;

import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import app.locus.alerts.Alert;
import app.locus.alerts.AlertChannel;
import app.locus.alerts.AlertId;
import app.locus.alerts.AlertKind;
import app.locus.alerts.ChangedPoints;
import app.locus.alerts.Firing;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * Alerts that fired, and who received them: the bell's unread ones and the mails that
 * wait for the mail round (DD148). Every person's read is scoped by their own user id and
 * agency.
 */
@Repository
public class AlertRepository {

	private final DSLContext db;

	AlertRepository(DSLContext db) {
		this.db = db;
	}

	/** A person who receives a workspace's alerts, and the channels they turned off. */
	public record Recipient(UserId user, String email, Set<AlertChannel> turnedOff) {

		public boolean wants(AlertChannel channel) {
			return !turnedOff.contains(channel);
		}

	}

	/** A receipt that waits for its mail. */
	public record MailDue(UserId user, AgencyId agency, String email, AlertId alert, String workspaceName, String title,
			String detail, Instant firedAt) {

	}

	/**
	 * Whether the same kind and subject fired in the workspace at or after {@code since}.
	 */
	public boolean firedSince(WorkspaceId workspace, AlertKind kind, String subject, Instant since) {
		return db.fetchExists(ALERT,
				ALERT.WORKSPACE_ID.eq(workspace.value())
					.and(ALERT.KIND.eq(kind.name()))
					.and(ALERT.SUBJECT.eq(subject))
					.and(ALERT.FIRED_AT.ge(DbTime.utc(since))));
	}

	public void insert(AlertId id, Firing firing, Instant now) {
		db.insertInto(ALERT)
			.set(ALERT.ID, id.value())
			.set(ALERT.AGENCY_ID, firing.agency().value())
			.set(ALERT.WORKSPACE_ID, firing.workspace().value())
			.set(ALERT.KIND, firing.kind().name())
			.set(ALERT.SUBJECT, firing.subject())
			.set(ALERT.TITLE, firing.title())
			.set(ALERT.DETAIL, firing.detail())
			.set(ALERT.LINK, firing.link())
			.set(ALERT.CHANGED_POINTS, firing.points() == null ? null : firing.points().encode())
			.set(ALERT.FIRED_AT, DbTime.utc(now))
			.execute();
	}

	/**
	 * The people who receive the workspace's alerts of this kind: its agency's admins and
	 * the account managers assigned to it (client viewers do not receive alerts),
	 * enabled, with the channels each turned off for the kind (two queries).
	 */
	public List<Recipient> recipients(AgencyId agency, WorkspaceId workspace, AlertKind kind) {
		var people = db.select(APP_USER.ID, APP_USER.EMAIL)
			.from(APP_USER)
			.where(APP_USER.AGENCY_ID.eq(agency.value()))
			.and(APP_USER.ENABLED.isTrue())
			.and(APP_USER.ROLE.eq(Role.AGENCY_ADMIN.name())
				.or(APP_USER.ROLE.eq(Role.ACCOUNT_MANAGER.name())
					.and(DSL.exists(DSL.selectOne()
						.from(WORKSPACE_MEMBER)
						.where(WORKSPACE_MEMBER.USER_ID.eq(APP_USER.ID))
						.and(WORKSPACE_MEMBER.WORKSPACE_ID.eq(workspace.value()))))))
			.orderBy(APP_USER.ID)
			.fetch();
		Set<String> off = new HashSet<>(db.select(ALERT_PREFERENCE.USER_ID, ALERT_PREFERENCE.CHANNEL)
			.from(ALERT_PREFERENCE)
			.where(ALERT_PREFERENCE.AGENCY_ID.eq(agency.value()))
			.and(ALERT_PREFERENCE.KIND.eq(kind.name()))
			.and(ALERT_PREFERENCE.ENABLED.isFalse())
			.fetch(row -> row.value1() + "/" + row.value2()));
		return people.stream().map(row -> {
			Set<AlertChannel> turnedOff = new HashSet<>();
			for (AlertChannel channel : AlertChannel.values()) {
				if (off.contains(row.value1() + "/" + channel.name())) {
					turnedOff.add(channel);
				}
			}
			return new Recipient(new UserId(row.value1()), row.value2(), Set.copyOf(turnedOff));
		}).toList();
	}

	public void insertReceipts(AlertId alert, AgencyId agency, Collection<Recipient> recipients, Instant now) {
		var insert = db.insertInto(ALERT_RECEIPT, ALERT_RECEIPT.ALERT_ID, ALERT_RECEIPT.USER_ID,
				ALERT_RECEIPT.AGENCY_ID, ALERT_RECEIPT.IN_APP, ALERT_RECEIPT.MAIL_DUE, ALERT_RECEIPT.CREATED_AT);
		for (Recipient recipient : recipients) {
			insert = insert.values(alert.value(), recipient.user().value(), agency.value(),
					recipient.wants(AlertChannel.IN_APP), recipient.wants(AlertChannel.EMAIL), DbTime.utc(now));
		}
		insert.execute();
	}

	public int unreadCount(AgencyId agency, UserId user) {
		return db.fetchCount(ALERT_RECEIPT,
				ALERT_RECEIPT.USER_ID.eq(user.value())
					.and(ALERT_RECEIPT.AGENCY_ID.eq(agency.value()))
					.and(ALERT_RECEIPT.IN_APP.isTrue())
					.and(ALERT_RECEIPT.READ_AT.isNull()));
	}

	/** The person's newest in-app alerts, newest first. */
	public List<Alert> inbox(AgencyId agency, UserId user, int limit) {
		return inbox(agency, user, DSL.noCondition(), limit);
	}

	public List<Alert> inbox(AgencyId agency, UserId user, WorkspaceId workspace, int limit) {
		return inbox(agency, user, ALERT.WORKSPACE_ID.eq(workspace.value()), limit);
	}

	private List<Alert> inbox(AgencyId agency, UserId user, Condition which, int limit) {
		return db
			.select(ALERT.ID, ALERT.WORKSPACE_ID, WORKSPACE.NAME, ALERT.KIND, ALERT.TITLE, ALERT.DETAIL, ALERT.LINK,
					ALERT.FIRED_AT, ALERT_RECEIPT.READ_AT, ALERT.CHANGED_POINTS)
			.from(ALERT_RECEIPT)
			.join(ALERT)
			.on(ALERT.ID.eq(ALERT_RECEIPT.ALERT_ID))
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(ALERT.WORKSPACE_ID))
			.where(ALERT_RECEIPT.USER_ID.eq(user.value()))
			.and(ALERT_RECEIPT.AGENCY_ID.eq(agency.value()))
			.and(ALERT_RECEIPT.IN_APP.isTrue())
			.and(which)
			.orderBy(ALERT.FIRED_AT.desc(), ALERT.ID.desc())
			.limit(limit)
			.fetch(AlertRepository::toAlert);
	}

	public boolean exists(AgencyId agency, AlertId alert) {
		return db.fetchExists(ALERT, ALERT.ID.eq(alert.value()).and(ALERT.AGENCY_ID.eq(agency.value())));
	}

	/**
	 * @return whether the person had this alert unread
	 */
	public boolean markRead(AgencyId agency, UserId user, AlertId alert, Instant now) {
		return db.update(ALERT_RECEIPT)
			.set(ALERT_RECEIPT.READ_AT, DbTime.utc(now))
			.where(ALERT_RECEIPT.ALERT_ID.eq(alert.value()))
			.and(ALERT_RECEIPT.USER_ID.eq(user.value()))
			.and(ALERT_RECEIPT.AGENCY_ID.eq(agency.value()))
			.and(ALERT_RECEIPT.READ_AT.isNull())
			.execute() > 0;
	}

	public int markAllRead(AgencyId agency, UserId user, Instant now) {
		return db.update(ALERT_RECEIPT)
			.set(ALERT_RECEIPT.READ_AT, DbTime.utc(now))
			.where(ALERT_RECEIPT.USER_ID.eq(user.value()))
			.and(ALERT_RECEIPT.AGENCY_ID.eq(agency.value()))
			.and(ALERT_RECEIPT.READ_AT.isNull())
			.execute();
	}

	/**
	 * Receipts waiting for mail, of the people whose oldest waiting receipt is at least
	 * as old as {@code settledBefore} (so alerts that fire together go in one round),
	 * oldest first.
	 */
	public List<MailDue> mailDue(Instant settledBefore, int limit) {
		var settled = db.select(ALERT_RECEIPT.USER_ID)
			.from(ALERT_RECEIPT)
			.where(ALERT_RECEIPT.MAIL_DUE.isTrue())
			.groupBy(ALERT_RECEIPT.USER_ID)
			.having(DSL.min(ALERT_RECEIPT.CREATED_AT).le(DbTime.utc(settledBefore)));
		return db
			.select(ALERT_RECEIPT.USER_ID, ALERT_RECEIPT.AGENCY_ID, APP_USER.EMAIL, ALERT.ID, WORKSPACE.NAME,
					ALERT.TITLE, ALERT.DETAIL, ALERT.FIRED_AT)
			.from(ALERT_RECEIPT)
			.join(ALERT)
			.on(ALERT.ID.eq(ALERT_RECEIPT.ALERT_ID))
			.join(APP_USER)
			.on(APP_USER.ID.eq(ALERT_RECEIPT.USER_ID))
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(ALERT.WORKSPACE_ID))
			.where(ALERT_RECEIPT.MAIL_DUE.isTrue())
			.and(ALERT_RECEIPT.USER_ID.in(settled))
			.orderBy(ALERT_RECEIPT.USER_ID, ALERT.FIRED_AT, ALERT.ID)
			.limit(limit)
			.fetch(row -> new MailDue(new UserId(row.value1()), new AgencyId(row.value2()), row.value3(),
					new AlertId(row.value4()), row.value5(), row.value6(), row.value7(),
					Objects.requireNonNull(DbTime.instant(row.value8()))));
	}

	public void mailed(UserId user, Collection<AlertId> alerts) {
		db.update(ALERT_RECEIPT)
			.set(ALERT_RECEIPT.MAIL_DUE, false)
			.where(ALERT_RECEIPT.USER_ID.eq(user.value()))
			.and(ALERT_RECEIPT.ALERT_ID.in(alerts.stream().map(AlertId::value).toList()))
			.execute();
	}

	private static Alert toAlert(Record row) {
		String points = row.get(ALERT.CHANGED_POINTS);
		return new Alert(new AlertId(row.get(ALERT.ID)), new WorkspaceId(row.get(ALERT.WORKSPACE_ID)),
				row.get(WORKSPACE.NAME), AlertKind.valueOf(row.get(ALERT.KIND)), row.get(ALERT.TITLE),
				row.get(ALERT.DETAIL), row.get(ALERT.LINK),
				Objects.requireNonNull(DbTime.instant(row.get(ALERT.FIRED_AT))), row.get(ALERT_RECEIPT.READ_AT) != null,
				points == null ? null : ChangedPoints.parse(points));
	}

}
