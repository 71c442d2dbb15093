package app.locus.campaigns.repository;

import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.CAMPAIGN;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.db.tables.records.CampaignRecord;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.campaigns.CampaignSettings;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/** Campaigns kept by Locus, always read and written within one workspace (DD050). */
@Repository
public class CampaignRepository {

	/** Keywords never contain commas (the wire separates them with commas). */
	private static final String SEPARATOR = ",";

	private final DSLContext db;

	CampaignRepository(DSLContext db) {
		this.db = db;
	}

	public void insert(WorkspaceId workspace, Campaign campaign, @Nullable UserId createdBy, Instant now) {
		CampaignRecord row = new CampaignRecord();
		row.setId(campaign.id().value());
		row.setWorkspaceId(workspace.value());
		row.setCampaignKey(campaign.key().value());
		row.setName(campaign.name());
		row.setPlaceIds(String.join(SEPARATOR, campaign.placeIds()));
		row.setKeywords(String.join(SEPARATOR, campaign.keywords()));
		row.setGridSize(campaign.gridSize().value());
		row.setRadius(campaign.radius());
		row.setMeasurement(campaign.measurement().code());
		row.setFrequency(campaign.schedule().frequency().code());
		row.setStartDate(campaign.schedule().start());
		row.setStartTime(campaign.schedule().time());
		row.setStatus(campaign.status().name());
		row.setOrigin(campaign.origin().name());
		row.setCreatedBy(createdBy == null ? null : createdBy.value());
		row.setCreatedAt(utc(now));
		row.setUpdatedAt(utc(now));
		db.insertInto(CAMPAIGN).set(row).onDuplicateKeyIgnore().execute();
	}

	/**
	 * Adds a campaign found in the service's listing, or takes over the status the
	 * service reports for one already known.
	 * @return whether anything changed
	 */
	public boolean reconcile(WorkspaceId workspace, Campaign found, Instant now) {
		Optional<Campaign> known = findByKey(workspace, found.key());
		if (known.isEmpty()) {
			insert(workspace, found, null, now);
			return true;
		}
		if (known.get().status() == found.status()) {
			return false;
		}
		status(workspace, known.get().id(), found.status(), now);
		return true;
	}

	/** Every campaign of the workspace, by name. */
	public List<Campaign> list(WorkspaceId workspace) {
		return db.selectFrom(CAMPAIGN)
			.where(inWorkspace(workspace))
			.orderBy(CAMPAIGN.NAME, CAMPAIGN.ID)
			.fetch(CampaignRepository::campaign);
	}

	public Optional<Campaign> find(WorkspaceId workspace, CampaignId id) {
		return db.selectFrom(CAMPAIGN)
			.where(inWorkspace(workspace))
			.and(CAMPAIGN.ID.eq(id.value()))
			.fetchOptional(CampaignRepository::campaign);
	}

	public Optional<Campaign> findByKey(WorkspaceId workspace, CampaignKey key) {
		return db.selectFrom(CAMPAIGN)
			.where(inWorkspace(workspace))
			.and(CAMPAIGN.CAMPAIGN_KEY.eq(key.value()))
			.fetchOptional(CampaignRepository::campaign);
	}

	/** Records the state the service now holds, and when it changed. */
	public void status(WorkspaceId workspace, CampaignId id, CampaignStatus status, Instant now) {
		db.update(CAMPAIGN)
			.set(CAMPAIGN.STATUS_CHANGED_AT,
					DSL.when(CAMPAIGN.STATUS.ne(status.name()), utc(now)).else_(CAMPAIGN.STATUS_CHANGED_AT))
			.set(CAMPAIGN.STATUS, status.name())
			.set(CAMPAIGN.UPDATED_AT, utc(now))
			.where(inWorkspace(workspace))
			.and(CAMPAIGN.ID.eq(id.value()))
			.execute();
	}

	/** Records the settings the service accepted in an update. */
	public void settings(WorkspaceId workspace, CampaignId id, CampaignSettings settings, Instant now) {
		db.update(CAMPAIGN)
			.set(CAMPAIGN.NAME, settings.name())
			.set(CAMPAIGN.GRID_SIZE, settings.gridSize().value())
			.set(CAMPAIGN.RADIUS, settings.radius().value())
			.set(CAMPAIGN.MEASUREMENT, settings.measurement().code())
			.set(CAMPAIGN.FREQUENCY, settings.frequency().code())
			.set(CAMPAIGN.UPDATED_AT, utc(now))
			.where(inWorkspace(workspace))
			.and(CAMPAIGN.ID.eq(id.value()))
			.execute();
	}

	private static Condition inWorkspace(WorkspaceId workspace) {
		return CAMPAIGN.WORKSPACE_ID.eq(workspace.value());
	}

	/** Maps a row (also used by read models that select whole campaign rows). */
	public static Campaign campaign(CampaignRecord row) {
		return new Campaign(CampaignId.parse(row.getId()), CampaignKey.of(row.getCampaignKey()), row.getName(),
				split(row.getPlaceIds()), split(row.getKeywords()), new GridSize(row.getGridSize()), row.getRadius(),
				WireCode.stored(Measurement.class, row.getMeasurement()),
				new RunSchedule(row.getStartDate(), row.getStartTime(),
						WireCode.stored(Frequency.class, row.getFrequency())),
				CampaignStatus.valueOf(row.getStatus()), Campaign.Origin.valueOf(row.getOrigin()));
	}

	private static List<String> split(String joined) {
		return joined.isEmpty() ? List.of() : Arrays.asList(joined.split(SEPARATOR));
	}

}
