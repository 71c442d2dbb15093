package app.locus.alerts;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import app.locus.alerts.repository.AlertSettingsRepository;
import app.locus.alerts.repository.AlertSettingsRepository.StoredRule;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * The rules that apply in a workspace: its own rule of a kind, else the agency's default,
 * else the built-in rule (on, with the kind's standard threshold).
 */
@Component
class RuleBook {

	private final AlertSettingsRepository settings;

	RuleBook(AlertSettingsRepository settings) {
		this.settings = settings;
	}

	/** Every kind's rule, one per kind. */
	record Applied(Map<AlertKind, AlertRule> byKind) {

		AlertRule of(AlertKind kind) {
			return Objects.requireNonNull(byKind.get(kind));
		}

		List<AlertRule> all() {
			return List.copyOf(byKind.values());
		}

	}

	/** Every kind's rule for the workspace, or the agency's defaults when it is null. */
	Applied rules(AgencyId agency, @Nullable WorkspaceId workspace) {
		Map<AlertKind, StoredRule> defaults = settings.rules(agency, null);
		Map<AlertKind, StoredRule> own = workspace == null ? Map.of() : settings.rules(agency, workspace);
		Map<AlertKind, AlertRule> rules = new EnumMap<>(AlertKind.class);
		for (AlertKind kind : AlertKind.values()) {
			rules.put(kind, rule(kind, own.get(kind), defaults.get(kind)));
		}
		return new Applied(rules);
	}

	AlertRule rule(AgencyId agency, WorkspaceId workspace, AlertKind kind) {
		return rules(agency, workspace).of(kind);
	}

	private static AlertRule rule(AlertKind kind, @Nullable StoredRule own, @Nullable StoredRule agencyDefault) {
		if (own != null) {
			return new AlertRule(kind, own.enabled(), own.threshold(), AlertRule.Source.WORKSPACE);
		}
		if (agencyDefault != null) {
			return new AlertRule(kind, agencyDefault.enabled(), agencyDefault.threshold(), AlertRule.Source.AGENCY);
		}
		return AlertRule.builtIn(kind);
	}

}
