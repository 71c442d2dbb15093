package app.locus.scans;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.scans.repository.ScanLedgerRepository.Pending;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.scans.ScanRequest;
import org.springframework.context.ApplicationContext;

/**
 * Writes scan submissions straight into the ledger, as a lost answer leaves them: the
 * google 7 × 7 sourdough-bakery scan of {@link Dd010Samples#PLACE} (49 credits), sent
 * some time ago.
 */
public final class UnknownScans {

	public static final ScanRequest BAKERY = new ScanRequest(PlaceId.of(Dd010Samples.PLACE),
			Keyword.of("sourdough bakery"), LatLng.of(Dd010Samples.LAT, Dd010Samples.LNG), GridSize.forScan(7),
			new Radius(new BigDecimal("2")), Measurement.MI, Platform.GOOGLE, false, false);

	private final ScanLedgerRepository ledger;

	private final Clock clock;

	public UnknownScans(ApplicationContext context) {
		this.ledger = context.getBean(ScanLedgerRepository.class);
		this.clock = context.getBean(Clock.class);
	}

	/** A submission sent {@code ago} by {@code by} whose answer was ambiguous. */
	public SubmissionId unknown(AgencyId agency, WorkspaceId workspace, UserId by, Duration ago) {
		return sent(agency, workspace, by, ago, SubmissionStatus.UNKNOWN);
	}

	/** A submission sent {@code ago} that ended as {@code status}. */
	public SubmissionId sent(AgencyId agency, WorkspaceId workspace, UserId by, Duration ago, SubmissionStatus status) {
		Instant at = clock.instant().minus(ago);
		SubmissionId id = ledger
			.reserve(agency, workspace, new Pending(BAKERY, ScanFingerprint.of(BAKERY), by), at, at, true)
			.id();
		ledger.transition(agency, workspace, id, EnumSet.of(SubmissionStatus.SUBMITTING), status,
				status == SubmissionStatus.COMPLETE ? Dd010Samples.key() : null, "No clear answer from the service.",
				at);
		return id;
	}

}
