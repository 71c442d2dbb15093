package app.locus.alerts.repository;

import static app.locus.db.Tables.ALERT;
import static app.locus.db.Tables.ALERT_WEBHOOK;
import static app.locus.db.Tables.ALERT_WEBHOOK_DELIVERY;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.alerts.AlertId;
import app.locus.alerts.AlertKind;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.OpaqueId;
import app.locus.base.WorkspaceId;
import app.locus.base.vault.SealedSecret;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.jooq.DSLContext;

/**
 * A workspace's alert webhook with its sealed signing secret, and the deliveries the
 * background sender works through (DD148).
 */
@Repository
public class WebhookRepository {

	private final DSLContext db;

	WebhookRepository(DSLContext db) {
		this.db = db;
	}

	/** A stored webhook. */
	public record StoredWebhook(String url, boolean slackFormat, SealedSecret secret, Instant createdAt) {

	}

	/** A delivery to try now, with what it carries. */
	public record Due(String id, AgencyId agency, WorkspaceId workspace, int attempts, String url, boolean slackFormat,
			SealedSecret secret, AlertId alert, AlertKind kind, String workspaceName, String title, String detail,
			@Nullable String link, Instant firedAt) {

	}

	/** A webhook's signing secret as stored, with its workspace. */
	public record SealedWebhookSecret(WorkspaceId workspace, SealedSecret secret) {

	}

	/**
	 * The signing secrets sealed under another master key than {@code currentVersion}, of
	 * workspaces after {@code afterWorkspace}, in workspace order.
	 */
	public List<SealedWebhookSecret> sealedWithOtherMasterKey(String currentVersion, String afterWorkspace, int limit) {
		return db.selectFrom(ALERT_WEBHOOK)
			.where(ALERT_WEBHOOK.MASTER_KEY_VERSION.ne(currentVersion))
			.and(ALERT_WEBHOOK.WORKSPACE_ID.gt(afterWorkspace))
			.orderBy(ALERT_WEBHOOK.WORKSPACE_ID)
			.limit(limit)
			.fetch(row -> new SealedWebhookSecret(WorkspaceId.parse(row.getWorkspaceId()),
					new SealedSecret(row.getSecretNonce(), row.getSecretCiphertext(), row.getMasterKeyVersion())));
	}

	/**
	 * Stores a signing secret sealed again, unless the webhook was saved again since it
	 * was read; says whether it did.
	 */
	public boolean reseal(SealedWebhookSecret read, SealedSecret fresh) {
		return db.update(ALERT_WEBHOOK)
			.set(ALERT_WEBHOOK.SECRET_NONCE, fresh.nonce())
			.set(ALERT_WEBHOOK.SECRET_CIPHERTEXT, fresh.ciphertext())
			.set(ALERT_WEBHOOK.MASTER_KEY_VERSION, fresh.masterKeyVersion())
			.where(ALERT_WEBHOOK.WORKSPACE_ID.eq(read.workspace().value()))
			.and(ALERT_WEBHOOK.SECRET_NONCE.eq(read.secret().nonce()))
			.execute() == 1;
	}

	public Optional<StoredWebhook> find(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(ALERT_WEBHOOK)
			.where(ALERT_WEBHOOK.AGENCY_ID.eq(agency.value()))
			.and(ALERT_WEBHOOK.WORKSPACE_ID.eq(workspace.value()))
			.fetchOptional(row -> new StoredWebhook(row.getUrl(), row.getSlackFormat(),
					new SealedSecret(row.getSecretNonce(), row.getSecretCiphertext(), row.getMasterKeyVersion()),
					Objects.requireNonNull(DbTime.instant(row.getCreatedAt()))));
	}

	public void save(AgencyId agency, WorkspaceId workspace, String url, boolean slackFormat, SealedSecret secret,
			Instant now) {
		db.insertInto(ALERT_WEBHOOK)
			.set(ALERT_WEBHOOK.WORKSPACE_ID, workspace.value())
			.set(ALERT_WEBHOOK.AGENCY_ID, agency.value())
			.set(ALERT_WEBHOOK.URL, url)
			.set(ALERT_WEBHOOK.SLACK_FORMAT, slackFormat)
			.set(ALERT_WEBHOOK.SECRET_NONCE, secret.nonce())
			.set(ALERT_WEBHOOK.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(ALERT_WEBHOOK.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.set(ALERT_WEBHOOK.CREATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(ALERT_WEBHOOK.URL, url)
			.set(ALERT_WEBHOOK.SLACK_FORMAT, slackFormat)
			.set(ALERT_WEBHOOK.SECRET_NONCE, secret.nonce())
			.set(ALERT_WEBHOOK.SECRET_CIPHERTEXT, secret.ciphertext())
			.set(ALERT_WEBHOOK.MASTER_KEY_VERSION, secret.masterKeyVersion())
			.set(ALERT_WEBHOOK.CREATED_AT, DbTime.utc(now))
			.execute();
	}

	/** Removes the webhook; deliveries still queued for it are given up. */
	public boolean delete(AgencyId agency, WorkspaceId workspace) {
		db.update(ALERT_WEBHOOK_DELIVERY)
			.set(ALERT_WEBHOOK_DELIVERY.STATUS, "FAILED")
			.set(ALERT_WEBHOOK_DELIVERY.LAST_ERROR, "The webhook was removed.")
			.setNull(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT)
			.where(ALERT_WEBHOOK_DELIVERY.AGENCY_ID.eq(agency.value()))
			.and(ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID.eq(workspace.value()))
			.and(ALERT_WEBHOOK_DELIVERY.STATUS.eq("QUEUED"))
			.execute();
		return db.deleteFrom(ALERT_WEBHOOK)
			.where(ALERT_WEBHOOK.AGENCY_ID.eq(agency.value()))
			.and(ALERT_WEBHOOK.WORKSPACE_ID.eq(workspace.value()))
			.execute() > 0;
	}

	/** Queues the alert for the workspace's webhook, if it has one. */
	public void queue(AgencyId agency, WorkspaceId workspace, AlertId alert, Instant now) {
		db.insertInto(ALERT_WEBHOOK_DELIVERY, ALERT_WEBHOOK_DELIVERY.ID, ALERT_WEBHOOK_DELIVERY.AGENCY_ID,
				ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID, ALERT_WEBHOOK_DELIVERY.ALERT_ID, ALERT_WEBHOOK_DELIVERY.STATUS,
				ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT, ALERT_WEBHOOK_DELIVERY.CREATED_AT)
			.select(db
				.select(org.jooq.impl.DSL.val(OpaqueId.next()), ALERT_WEBHOOK.AGENCY_ID, ALERT_WEBHOOK.WORKSPACE_ID,
						org.jooq.impl.DSL.val(alert.value()), org.jooq.impl.DSL.val("QUEUED"),
						org.jooq.impl.DSL.val(DbTime.utc(now)), org.jooq.impl.DSL.val(DbTime.utc(now)))
				.from(ALERT_WEBHOOK)
				.where(ALERT_WEBHOOK.AGENCY_ID.eq(agency.value()))
				.and(ALERT_WEBHOOK.WORKSPACE_ID.eq(workspace.value())))
			.execute();
	}

	public List<Due> due(Instant now, int limit) {
		return db
			.select(ALERT_WEBHOOK_DELIVERY.ID, ALERT_WEBHOOK_DELIVERY.AGENCY_ID, ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID,
					ALERT_WEBHOOK_DELIVERY.ATTEMPTS, ALERT_WEBHOOK.URL, ALERT_WEBHOOK.SLACK_FORMAT,
					ALERT_WEBHOOK.SECRET_NONCE, ALERT_WEBHOOK.SECRET_CIPHERTEXT, ALERT_WEBHOOK.MASTER_KEY_VERSION,
					ALERT.ID, ALERT.KIND, WORKSPACE.NAME, ALERT.TITLE, ALERT.DETAIL, ALERT.LINK, ALERT.FIRED_AT)
			.from(ALERT_WEBHOOK_DELIVERY)
			.join(ALERT_WEBHOOK)
			.on(ALERT_WEBHOOK.WORKSPACE_ID.eq(ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID))
			.join(ALERT)
			.on(ALERT.ID.eq(ALERT_WEBHOOK_DELIVERY.ALERT_ID))
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(ALERT.WORKSPACE_ID))
			.where(ALERT_WEBHOOK_DELIVERY.STATUS.eq("QUEUED"))
			.and(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT.le(DbTime.utc(now)))
			.orderBy(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT, ALERT_WEBHOOK_DELIVERY.ID)
			.limit(limit)
			.fetch(row -> new Due(row.value1(), new AgencyId(row.value2()), new WorkspaceId(row.value3()), row.value4(),
					row.value5(), row.value6(), new SealedSecret(row.value7(), row.value8(), row.value9()),
					new AlertId(row.value10()), AlertKind.valueOf(row.value11()), row.value12(), row.value13(),
					row.value14(), row.value15(), Objects.requireNonNull(DbTime.instant(row.value16()))));
	}

	public void markSent(String id, int attempts, Instant now) {
		db.update(ALERT_WEBHOOK_DELIVERY)
			.set(ALERT_WEBHOOK_DELIVERY.STATUS, "SENT")
			.set(ALERT_WEBHOOK_DELIVERY.ATTEMPTS, attempts)
			.set(ALERT_WEBHOOK_DELIVERY.SENT_AT, DbTime.utc(now))
			.setNull(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT)
			.where(ALERT_WEBHOOK_DELIVERY.ID.eq(id))
			.execute();
	}

	/** Records a failed attempt: tried again at {@code next}, or given up when null. */
	public void markFailed(String id, int attempts, String error, @Nullable Instant next) {
		db.update(ALERT_WEBHOOK_DELIVERY)
			.set(ALERT_WEBHOOK_DELIVERY.STATUS, next == null ? "FAILED" : "QUEUED")
			.set(ALERT_WEBHOOK_DELIVERY.ATTEMPTS, attempts)
			.set(ALERT_WEBHOOK_DELIVERY.LAST_ERROR, error)
			.set(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT, DbTime.utc(next))
			.where(ALERT_WEBHOOK_DELIVERY.ID.eq(id))
			.execute();
	}

}
