package app.locus.alerts;

import java.time.Clock;
import java.util.List;

import app.locus.alerts.repository.AlertSettingsRepository;
import app.locus.alerts.repository.AlertSettingsRepository.StoredRule;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Alert rules (DD148): the agency's defaults, which agency admins set, and a workspace's
 * own rules, which its managers set and which override the defaults kind by kind (reset
 * goes back to the default). Thresholds are checked against each kind's range. Client
 * viewers neither see nor change rules.
 */
@Service
@Transactional(readOnly = true)
public class AlertRuleService {

	static final String THRESHOLD = "threshold";

	private final WorkspaceAccess access;

	private final RuleBook book;

	private final AlertSettingsRepository settings;

	private final AuditLog audit;

	private final Clock clock;

	AlertRuleService(WorkspaceAccess access, RuleBook book, AlertSettingsRepository settings, AuditLog audit,
			Clock clock) {
		this.access = access;
		this.book = book;
		this.settings = settings;
		this.audit = audit;
		this.clock = clock;
	}

	/** Every kind's rule as it applies in the workspace, in the kinds' order. */
	public List<AlertRule> rules(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return book.rules(user.agencyId(), workspace).all();
	}

	@Transactional
	public AlertRule saveRule(WorkspaceId workspace, AlertKind kind, boolean enabled, @Nullable Integer threshold) {
		LocusUser user = access.requireWrite(workspace);
		StoredRule rule = valid(kind, enabled, threshold);
		settings.saveRule(user.agencyId(), workspace, kind, rule, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "alerts.rule.save", kind.name(), describe(rule)));
		return book.rule(user.agencyId(), workspace, kind);
	}

	/**
	 * Drops the workspace's own rule of this kind: the agency's default applies again.
	 */
	@Transactional
	public AlertRule resetRule(WorkspaceId workspace, AlertKind kind) {
		LocusUser user = access.requireWrite(workspace);
		settings.dropRule(user.agencyId(), workspace, kind);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "alerts.rule.reset", kind.name(), null));
		return book.rule(user.agencyId(), workspace, kind);
	}

	/** The agency's default rules, in the kinds' order. */
	public List<AlertRule> agencyDefaults() {
		AgencyId agency = access.requireAgencyAdmin();
		return book.rules(agency, null).all();
	}

	@Transactional
	public AlertRule saveAgencyDefault(AlertKind kind, boolean enabled, @Nullable Integer threshold) {
		AgencyId agency = access.requireAgencyAdminWrite();
		StoredRule rule = valid(kind, enabled, threshold);
		settings.saveRule(agency, null, kind, rule, clock.instant());
		audit.record(AuditEntry.success(agency, null, "alerts.default.save", kind.name(), describe(rule)));
		return book.rules(agency, null).of(kind);
	}

	private static StoredRule valid(AlertKind kind, boolean enabled, @Nullable Integer threshold) {
		AlertKind.Threshold range = kind.threshold();
		if (range == null) {
			if (threshold != null) {
				throw ValidationException.of(THRESHOLD, "This kind of alert has no threshold.");
			}
			return new StoredRule(enabled, null);
		}
		if (threshold == null) {
			throw ValidationException.of(THRESHOLD, "Enter a threshold in " + range.unit() + ".");
		}
		if (threshold < range.min() || threshold > range.max()) {
			throw ValidationException.of(THRESHOLD,
					"The threshold must be between " + range.min() + " and " + range.max() + " " + range.unit() + ".");
		}
		return new StoredRule(enabled, threshold);
	}

	private static String describe(StoredRule rule) {
		return (rule.enabled() ? "on" : "off") + (rule.threshold() == null ? "" : ", threshold " + rule.threshold());
	}

}
