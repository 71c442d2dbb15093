package app.locus.tenancy;

import java.util.Arrays;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.tenancy.repository.AgencyRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The platform operator's switch for the "Powered by Locus" line: when
 * {@code locus.hosting.powered-by-hidden} is set (agency ids, comma-separated; empty
 * shows it everywhere), every node applies it at start-up, so it is the source of truth
 * for the stored per-agency flag. Unset, the stored flags are left as they are (DD072).
 */
@Component
class PoweredByOperatorSwitch {

	private static final Logger log = LoggerFactory.getLogger(PoweredByOperatorSwitch.class);

	private final AgencyRepository agencies;

	private final String hidden;

	PoweredByOperatorSwitch(AgencyRepository agencies,
			@Value("${locus.hosting.powered-by-hidden:#{null}}") String hidden) {
		this.agencies = agencies;
		this.hidden = hidden;
	}

	@EventListener(ApplicationReadyEvent.class)
	@Transactional
	public void apply() {
		if (hidden == null) {
			return;
		}
		List<AgencyId> ids = Arrays.stream(hidden.split(","))
			.map(String::strip)
			.filter(id -> !id.isEmpty())
			.filter(id -> {
				boolean wellFormed = OpaqueId.isWellFormed(id);
				if (!wellFormed) {
					log.warn("locus.hosting.powered-by-hidden: '{}' is not an agency id; ignored", id);
				}
				return wellFormed;
			})
			.map(AgencyId::parse)
			.toList();
		agencies.hidePoweredByExactly(ids);
		log.info("Powered-by line hidden for {} agencies (locus.hosting.powered-by-hidden)", ids.size());
	}

}
