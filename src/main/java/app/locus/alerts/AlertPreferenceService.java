package app.locus.alerts;

import java.util.Map;

import app.locus.alerts.repository.AlertSettingsRepository;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Which kinds of alert a person receives on which channel (DD148); everything is received
 * until they turn it off. Client viewers receive no alerts and have no choices.
 */
@Service
@Transactional(readOnly = true)
public class AlertPreferenceService {

	private final AlertSettingsRepository settings;

	private final CurrentUser currentUser;

	private final AuditLog audit;

	AlertPreferenceService(AlertSettingsRepository settings, CurrentUser currentUser, AuditLog audit) {
		this.settings = settings;
		this.currentUser = currentUser;
		this.audit = audit;
	}

	/** Whether the person receives each kind on each channel. */
	public Map<AlertKind, Map<AlertChannel, Boolean>> preferences() {
		LocusUser user = receiver();
		Map<String, Boolean> stored = settings.preferences(user.id());
		Map<AlertKind, Map<AlertChannel, Boolean>> choices = new java.util.EnumMap<>(AlertKind.class);
		for (AlertKind kind : AlertKind.values()) {
			Map<AlertChannel, Boolean> channels = new java.util.EnumMap<>(AlertChannel.class);
			for (AlertChannel channel : AlertChannel.values()) {
				channels.put(channel, stored.getOrDefault(AlertSettingsRepository.choiceKey(kind, channel), true));
			}
			choices.put(kind, channels);
		}
		return choices;
	}

	@Transactional
	public void choose(AlertKind kind, AlertChannel channel, boolean receive) {
		currentUser.requireInPerson();
		LocusUser user = receiver();
		settings.savePreference(user.agencyId(), user.id(), kind, channel, receive);
		audit.record(AuditEntry.success(user.agencyId(), null, "alerts.preference", kind.name() + "/" + channel.name(),
				receive ? "on" : "off"));
	}

	private LocusUser receiver() {
		LocusUser user = currentUser.require();
		if (!user.role().canWrite()) {
			throw new ForbiddenException("Alerts go to the agency's staff only.");
		}
		return user;
	}

}
