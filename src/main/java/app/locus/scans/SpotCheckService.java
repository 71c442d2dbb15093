package app.locus.scans;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.scans.repository.ScanLedgerRepository;
import app.locus.scans.repository.ScanLedgerRepository.Reservation;
import app.locus.scans.repository.ScanLedgerRepository.SpotPending;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ondemand.OnDemandApi;
import app.locus.upstream.api.ondemand.PointRanking;
import app.locus.upstream.api.ondemand.RankedPlace;
import app.locus.upstream.api.ondemand.SpotCheckRequest;
import org.springframework.stereotype.Service;

/**
 * Spot checks (DD137): where a saved location ranks for a keyword at one point of the
 * map, on google, with the businesses above it. Each check is one on-demand request,
 * billed per request outside the credit balance, so it goes through the scan ledger like
 * every spend (DD042): its cost is quoted first, it is reserved before it is sent (the
 * same check within {@link ScanService#DUPLICATE_WINDOW} needs a second confirmation),
 * sent once and never again, and audited. An ambiguous failure leaves it {@code UNKNOWN}
 * for a person to settle (DD126).
 */
@Service
public class SpotCheckService {

	/** The points offered around a location: a 5 x 5 grid reaching 2 miles. */
	private static final GridSize POINT_GRID = GridSize.forScan(5);

	private static final Radius POINT_RADIUS = Radius.of(2);

	private static final int RECENT_MAX = 10;

	private final WorkspaceAccess access;

	private final ScanLedgerRepository ledger;

	private final LocationService locations;

	private final OnDemandApi onDemand;

	private final AuditLog audit;

	private final Clock clock;

	SpotCheckService(WorkspaceAccess access, ScanLedgerRepository ledger, LocationService locations,
			LocalVisibilityClient client, AuditLog audit, Clock clock) {
		this.access = access;
		this.ledger = ledger;
		this.locations = locations;
		this.onDemand = client.onDemand();
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * Points to check around a saved location (its centre first), from the service's free
	 * grid helper. Spends nothing.
	 * @throws ValidationException ({@code placeId}) when the location is not saved
	 */
	public List<LatLng> pointsAround(WorkspaceId workspace, String placeId) {
		access.requireWrite(workspace);
		LatLng center = saved(workspace, placeId).center();
		if (center == null) {
			throw ValidationException.of("placeId", "The service gave no coordinates for this location.");
		}
		List<LatLng> grid = onDemand.grid(workspace, Lane.INTERACTIVE, center, POINT_GRID, POINT_RADIUS,
				Measurement.MI);
		return Stream.concat(Stream.of(center), grid.stream()).distinct().toList();
	}

	/**
	 * What the check costs and the same check made in the last minutes, before anything
	 * is sent.
	 * @throws ValidationException naming every refused field
	 */
	public SpotCheckQuote quote(WorkspaceId workspace, SpotCheckInput input) {
		LocusUser user = access.requireWrite(workspace);
		SpotCheckRequest request = validated(workspace, input);
		SpotCheck duplicate = ledger
			.recentSpotDuplicate(user.agencyId(), workspace, ScanFingerprint.of(request),
					clock.instant().minus(ScanService.DUPLICATE_WINDOW))
			.orElse(null);
		return new SpotCheckQuote(SpotCheckQuote.REQUESTS_PER_CHECK, duplicate);
	}

	/**
	 * Runs the check once.
	 * @param duplicateConfirmed the person confirmed making the same check again
	 * @return the ledger row: {@code COMPLETE} with the rank, or {@code UNKNOWN} when the
	 * answer was lost (it may have been billed; it is not sent again)
	 * @throws ValidationException naming every refused field
	 * @throws DuplicateSubmissionException when the same check was made within the
	 * duplicate window and not confirmed
	 * @throws UpstreamException when the service refused it; nothing was billed
	 */
	public SpotCheck run(WorkspaceId workspace, SpotCheckInput input, boolean duplicateConfirmed) {
		LocusUser user = access.requireWrite(workspace);
		AgencyId agency = user.agencyId();
		SpotCheckRequest request = validated(workspace, input);
		Instant now = clock.instant();
		Reservation reservation = ledger.reserveSpot(agency, workspace,
				new SpotPending(request, ScanFingerprint.of(request), user.id()), now,
				now.minus(ScanService.DUPLICATE_WINDOW), duplicateConfirmed);
		if (!reservation.reserved()) {
			Submission earlier = Objects.requireNonNull(reservation.duplicate(), "refused only for a duplicate");
			throw new DuplicateSubmissionException(earlier, Duration.between(earlier.createdAt(), now).toMinutes());
		}
		SubmissionId id = Objects.requireNonNull(reservation.id(), "reserved");
		send(agency, workspace, id, request);
		return ledger.findSpot(agency, workspace, id).orElseThrow(() -> new NotFoundException("spot check"));
	}

	/** The latest spot checks of one saved location, newest first. */
	public List<SpotCheck> recent(WorkspaceId workspace, String placeId) {
		LocusUser user = access.requireRead(workspace);
		String place = Objects.requireNonNullElse(placeId, "").strip();
		if (place.isEmpty()) {
			return List.of();
		}
		return ledger.recentSpots(user.agencyId(), workspace, PlaceId.of(place).value(), RECENT_MAX);
	}

	private void send(AgencyId agency, WorkspaceId workspace, SubmissionId id, SpotCheckRequest request) {
		String target = "spot check " + request.placeId().value() + " / " + request.keyword().value();
		String point = "at " + request.point().latText() + "," + request.point().lngText();
		try {
			PointRanking answer = onDemand.rankAt(workspace, Lane.INTERACTIVE, request);
			List<String> above = answer.above().stream().map(SpotCheckService::name).toList();
			ledger.recordSpot(agency, workspace, id, answer.rank(), above, clock.instant());
			audit.record(AuditEntry.success(agency, workspace, "spot.check", target,
					point + "; " + (answer.rank() == null ? "not shown" : "rank " + answer.rank())));
		}
		catch (UpstreamException.OutcomeUnknown | UpstreamException.ServerError ex) {
			settle(agency, workspace, id, SubmissionStatus.UNKNOWN,
					"No clear answer from the service; the request may have been billed. Locus will not send it again.",
					target, point);
		}
		catch (UpstreamException ex) {
			settle(agency, workspace, id, SubmissionStatus.FAILED, ex.getMessage(), target, point);
			throw ex;
		}
		catch (RuntimeException ex) {
			settle(agency, workspace, id, SubmissionStatus.UNKNOWN, "The answer could not be read.", target, point);
			throw ex;
		}
	}

	private void settle(AgencyId agency, WorkspaceId workspace, SubmissionId id, SubmissionStatus status,
			String message, String target, String point) {
		ledger.transition(agency, workspace, id, EnumSet.of(SubmissionStatus.SUBMITTING), status, null, message,
				clock.instant());
		audit.record(new AuditEntry(agency, workspace, "spot.check", target,
				status == SubmissionStatus.UNKNOWN ? AuditEntry.Outcome.UNKNOWN : AuditEntry.Outcome.FAILURE,
				point + "; " + status + ": " + message));
	}

	private SpotCheckRequest validated(WorkspaceId workspace, SpotCheckInput input) {
		Validation validation = new Validation();
		String place = Objects.requireNonNullElse(input.placeId(), "");
		validation.check(!place.isBlank(), "placeId", "Choose a saved location.");
		PlaceId placeId = place.isBlank() ? null : validation.value(() -> PlaceId.of(place));
		String text = validation.text(input.keyword(), "keyword", "Keyword", Keyword.MAX_LENGTH);
		Keyword keyword = text == null ? null : validation.value(() -> Keyword.of(text));
		BigDecimal lat = input.lat();
		BigDecimal lng = input.lng();
		LatLng point = null;
		if (lat == null || lng == null) {
			validation.check(false, "lat", "Choose the point to check: latitude and longitude.");
		}
		else {
			point = validation.value(() -> new LatLng(lat, lng));
		}
		validation.throwIfInvalid();
		String refused = "a missing or malformed value was refused above";
		PlaceId checked = Objects.requireNonNull(placeId, refused);
		saved(workspace, checked.value());
		return new SpotCheckRequest(checked, Objects.requireNonNull(keyword, refused),
				Objects.requireNonNull(point, refused));
	}

	private SavedLocation saved(WorkspaceId workspace, String placeId) {
		return locations.savedLocation(workspace, Objects.requireNonNullElse(placeId, ""))
			.orElseThrow(() -> ValidationException.of("placeId",
					"This location is not saved to the workspace's account. Save it on the Locations page first."));
	}

	private static String name(RankedPlace place) {
		return Objects.requireNonNullElse(place.name(), Objects.requireNonNullElse(place.placeId(), "?"));
	}

}
