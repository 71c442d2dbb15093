package app.locus.campaigns;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.i18n.Texts;
import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.locations.LocationService;
import app.locus.locations.NewLocationInput;
import app.locus.locations.SavedLocation;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.upstream.api.SpecDates;
import org.springframework.stereotype.Service;

/**
 * Copies a campaign into the same or another workspace of the agency (DD143): the copy is
 * created by {@link CampaignService#create} in the target, so the target's own key, rules
 * and audit apply, and its locations must be saved in the target first. The person must
 * be allowed to change both workspaces when the copy is made; the copy is audited in
 * both.
 */
@Service
public class CampaignCloning {

	private static final int NAME_MAX = 100;

	private final WorkspaceAccess access;

	private final WorkspaceService workspaces;

	private final CampaignRepository campaigns;

	private final CampaignService creation;

	private final LocationService locations;

	private final AgencyZoneRepository zones;

	private final AuditLog audit;

	private final Clock clock;

	CampaignCloning(WorkspaceAccess access, WorkspaceService workspaces, CampaignRepository campaigns,
			CampaignService creation, LocationService locations, AgencyZoneRepository zones, AuditLog audit,
			Clock clock) {
		this.access = access;
		this.workspaces = workspaces;
		this.campaigns = campaigns;
		this.creation = creation;
		this.locations = locations;
		this.zones = zones;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The workspaces a copy of a campaign of {@code source} may go to: every one the
	 * person may change in their agency ({@code source} among them).
	 */
	public List<WorkspaceSummary> targets(WorkspaceId source) {
		access.requireWrite(source);
		return workspaces.visibleWorkspaces();
	}

	/**
	 * The form of a copy: "Copy of" the name in the reader's words, the same locations,
	 * keywords, grid, radius, unit and frequency, and the same start unless it has passed
	 * (then tomorrow, same time, in the agency's zone).
	 * @param texts the reader's texts, for {@code campaigns.clone.copy-of}
	 */
	public CampaignInput draft(WorkspaceId source, CampaignId id, Texts texts) {
		LocusUser user = access.requireWrite(source);
		Campaign campaign = find(source, id);
		LocalDate today = LocalDateTime.ofInstant(clock.instant(), zones.of(user.agencyId())).toLocalDate();
		LocalDate start = campaign.schedule().start().isAfter(today) ? campaign.schedule().start() : today.plusDays(1);
		String name = texts.text("campaigns.clone.copy-of", campaign.name());
		return new CampaignInput(name.length() > NAME_MAX ? name.substring(0, NAME_MAX).strip() : name,
				campaign.placeIds(), campaign.keywords(), campaign.gridSize().value(),
				campaign.radius().stripTrailingZeros().toPlainString(), campaign.measurement().code(),
				campaign.schedule().frequency().code(), SpecDates.formatDate(start),
				SpecDates.formatTime(campaign.schedule().time()));
	}

	/**
	 * Each location of the campaign and whether the target workspace's account has it
	 * saved (two reads of the saved lists, whatever the number of locations).
	 */
	public List<LocationInTarget> locationsIn(WorkspaceId source, CampaignId id, WorkspaceId target) {
		requireBoth(source, target);
		Campaign campaign = find(source, id);
		Map<String, SavedLocation> inSource = byPlace(locations.pickerLocations(source));
		Map<String, SavedLocation> inTarget = byPlace(locations.pickerLocations(target));
		return campaign.placeIds().stream().map(place -> {
			SavedLocation known = inTarget.getOrDefault(place, inSource.get(place));
			return new LocationInTarget(place, known == null ? place : known.name(), inTarget.containsKey(place),
					inSource.containsKey(place));
		}).toList();
	}

	/**
	 * Saves one of the campaign's locations to the target's account through
	 * {@link LocationService#add} (as a google place: the saved list does not name the
	 * platform, DD143).
	 * @throws ValidationException when the place is not a location of the campaign or no
	 * longer saved in the source
	 */
	public SavedLocation saveLocationInTarget(WorkspaceId source, CampaignId id, WorkspaceId target, String placeId) {
		requireBoth(source, target);
		Campaign campaign = find(source, id);
		if (!campaign.placeIds().contains(placeId)) {
			throw ValidationException.of("placeId",
					"Location " + Validation.excerpt(placeId) + " is not a location of this campaign.");
		}
		if (locations.savedLocation(source, placeId).isEmpty()) {
			throw ValidationException.of("placeId", "Location " + placeId
					+ " is no longer saved in this workspace, so it cannot be copied. Leave it out of the copy.");
		}
		return locations.add(target, NewLocationInput.google(placeId));
	}

	/**
	 * Creates the copy in the target through {@link CampaignService#create} (validated,
	 * sent once with the target's key, never retried) and records it in both workspaces.
	 * @throws ValidationException with one message per field refused (a location not
	 * saved in the target among them)
	 */
	public Campaign copy(WorkspaceId source, CampaignId id, WorkspaceId target, CampaignInput input) {
		LocusUser user = requireBoth(source, target);
		Campaign original = find(source, id);
		String from = workspaces.get(source).name();
		String into = workspaces.get(target).name();
		Campaign copy;
		try {
			copy = creation.create(target, input);
		}
		catch (LocusException ex) {
			audit.record(new AuditEntry(user.agencyId(), source, "campaign.clone", original.key().value(),
					ex instanceof ValidationException ? AuditEntry.Outcome.DENIED : AuditEntry.Outcome.FAILURE,
					"into " + into + ": " + ex.getMessage()));
			throw ex;
		}
		audit.record(AuditEntry.success(user.agencyId(), source, "campaign.clone", original.key().value(),
				"copied into " + into + " as " + copy.name() + " (" + copy.key().value() + ")"));
		if (!target.equals(source)) {
			audit.record(AuditEntry.success(user.agencyId(), target, "campaign.clone", copy.key().value(),
					"copy of " + original.name() + " from " + from));
		}
		return copy;
	}

	private LocusUser requireBoth(WorkspaceId source, WorkspaceId target) {
		access.requireWrite(source);
		return access.requireWrite(target);
	}

	private Campaign find(WorkspaceId workspace, CampaignId id) {
		return campaigns.find(workspace, id).orElseThrow(() -> new NotFoundException("campaign"));
	}

	private static Map<String, SavedLocation> byPlace(List<SavedLocation> saved) {
		return saved.stream().collect(Collectors.toMap(SavedLocation::placeId, Function.identity(), (a, b) -> a));
	}

	/**
	 * A location of the campaign as seen from the target.
	 *
	 * @param savedInTarget the copy may use it as it is
	 * @param savedInSource it can still be saved to the target from the source's list
	 */
	public record LocationInTarget(String placeId, String name, boolean savedInTarget, boolean savedInSource) {

	}

}
