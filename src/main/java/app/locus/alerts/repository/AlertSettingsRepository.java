package app.locus.alerts.repository;

import static app.locus.db.Tables.ALERT_PREFERENCE;
import static app.locus.db.Tables.ALERT_RULE;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import app.locus.alerts.AlertChannel;
import app.locus.alerts.AlertKind;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Alert rules (the agency's defaults and each workspace's own) and each person's choice
 * of kinds and channels (DD148).
 */
@Repository
public class AlertSettingsRepository {

	private final DSLContext db;

	AlertSettingsRepository(DSLContext db) {
		this.db = db;
	}

	/** A stored rule: on or off and its threshold. */
	public record StoredRule(boolean enabled, @Nullable Integer threshold) {

	}

	/** The rules stored for the agency's defaults (workspace null) or one workspace. */
	public Map<AlertKind, StoredRule> rules(AgencyId agency, @Nullable WorkspaceId workspace) {
		Map<AlertKind, StoredRule> rules = new HashMap<>();
		db.select(ALERT_RULE.KIND, ALERT_RULE.ENABLED, ALERT_RULE.THRESHOLD)
			.from(ALERT_RULE)
			.where(scope(agency, workspace))
			.fetch()
			.forEach(row -> rules.put(AlertKind.valueOf(row.value1()), new StoredRule(row.value2(), row.value3())));
		return rules;
	}

	public void saveRule(AgencyId agency, @Nullable WorkspaceId workspace, AlertKind kind, StoredRule rule,
			Instant now) {
		db.insertInto(ALERT_RULE)
			.set(ALERT_RULE.AGENCY_ID, agency.value())
			.set(ALERT_RULE.WORKSPACE_ID, workspace == null ? null : workspace.value())
			.set(ALERT_RULE.KIND, kind.name())
			.set(ALERT_RULE.ENABLED, rule.enabled())
			.set(ALERT_RULE.THRESHOLD, rule.threshold())
			.set(ALERT_RULE.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(ALERT_RULE.ENABLED, rule.enabled())
			.set(ALERT_RULE.THRESHOLD, rule.threshold())
			.set(ALERT_RULE.UPDATED_AT, DbTime.utc(now))
			.execute();
	}

	/** Drops a workspace's own rule, so the agency's default applies again. */
	public boolean dropRule(AgencyId agency, WorkspaceId workspace, AlertKind kind) {
		return db.deleteFrom(ALERT_RULE)
			.where(scope(agency, workspace))
			.and(ALERT_RULE.KIND.eq(kind.name()))
			.execute() > 0;
	}

	private static Condition scope(AgencyId agency, @Nullable WorkspaceId workspace) {
		return ALERT_RULE.AGENCY_ID.eq(agency.value())
			.and(workspace == null ? ALERT_RULE.WORKSPACE_ID.isNull() : ALERT_RULE.WORKSPACE_ID.eq(workspace.value()));
	}

	/** The person's stored choices; a kind and channel not in it is received. */
	public Map<String, Boolean> preferences(UserId user) {
		Map<String, Boolean> choices = new HashMap<>();
		db.select(ALERT_PREFERENCE.KIND, ALERT_PREFERENCE.CHANNEL, ALERT_PREFERENCE.ENABLED)
			.from(ALERT_PREFERENCE)
			.where(ALERT_PREFERENCE.USER_ID.eq(user.value()))
			.fetch()
			.forEach(row -> choices.put(choiceKey(AlertKind.valueOf(row.value1()), AlertChannel.valueOf(row.value2())),
					row.value3()));
		return choices;
	}

	public void savePreference(AgencyId agency, UserId user, AlertKind kind, AlertChannel channel, boolean enabled) {
		db.insertInto(ALERT_PREFERENCE)
			.set(ALERT_PREFERENCE.USER_ID, user.value())
			.set(ALERT_PREFERENCE.AGENCY_ID, agency.value())
			.set(ALERT_PREFERENCE.KIND, kind.name())
			.set(ALERT_PREFERENCE.CHANNEL, channel.name())
			.set(ALERT_PREFERENCE.ENABLED, enabled)
			.onDuplicateKeyUpdate()
			.set(ALERT_PREFERENCE.ENABLED, enabled)
			.execute();
	}

	/** The key of one choice in {@link #preferences}. */
	public static String choiceKey(AlertKind kind, AlertChannel channel) {
		return kind.name() + "/" + channel.name();
	}

}
