package app.locus.locations.repository;

import static app.locus.db.Tables.SAVED_LOCATION;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.SavedLocationRecord;
import app.locus.locations.SavedLocation;
import app.locus.upstream.api.LatLng;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** The copy of a workspace's saved locations kept for pickers (DD044). */
@Repository
public class SavedLocationRepository {

	private final DSLContext db;

	SavedLocationRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * Replaces the workspace's copy with the service's current list. Two refreshes of one
	 * workspace (two pickers opening at once) take turns on the workspace row's lock, so
	 * their deletes and inserts cannot deadlock.
	 */
	@Transactional
	public void replaceAll(AgencyId agency, WorkspaceId workspace, List<SavedLocation> locations, Instant now) {
		db.select(WORKSPACE.ID).from(WORKSPACE).where(WORKSPACE.ID.eq(workspace.value())).forUpdate().fetch();
		db.deleteFrom(SAVED_LOCATION).where(scope(agency, workspace)).execute();
		for (SavedLocation location : locations) {
			if (location.placeId() != null) {
				db.insertInto(SAVED_LOCATION)
					.set(row(agency, workspace, location, now))
					.onDuplicateKeyIgnore()
					.execute();
			}
		}
	}

	/** Adds or updates one location of the copy. */
	public void save(AgencyId agency, WorkspaceId workspace, SavedLocation location, Instant now) {
		SavedLocationRecord row = row(agency, workspace, location, now);
		db.insertInto(SAVED_LOCATION).set(row).onDuplicateKeyUpdate().set(row).execute();
	}

	public List<SavedLocation> all(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(SAVED_LOCATION)
			.where(scope(agency, workspace))
			.orderBy(SAVED_LOCATION.NAME, SAVED_LOCATION.PLACE_ID)
			.fetch(SavedLocationRepository::location);
	}

	public Optional<SavedLocation> find(AgencyId agency, WorkspaceId workspace, String placeId) {
		return db.selectFrom(SAVED_LOCATION)
			.where(scope(agency, workspace).and(SAVED_LOCATION.PLACE_ID.eq(placeId)))
			.fetchOptional(SavedLocationRepository::location);
	}

	/** When the oldest row of the copy was refreshed; empty when there is no copy. */
	public Optional<Instant> oldestRefresh(AgencyId agency, WorkspaceId workspace) {
		LocalDateTime oldest = db.select(org.jooq.impl.DSL.min(SAVED_LOCATION.REFRESHED_AT))
			.from(SAVED_LOCATION)
			.where(scope(agency, workspace))
			.fetchOne(0, LocalDateTime.class);
		return Optional.ofNullable(oldest).map(time -> time.toInstant(ZoneOffset.UTC));
	}

	private static Condition scope(AgencyId agency, WorkspaceId workspace) {
		return SAVED_LOCATION.WORKSPACE_ID.eq(workspace.value()).and(SAVED_LOCATION.AGENCY_ID.eq(agency.value()));
	}

	private static SavedLocationRecord row(AgencyId agency, WorkspaceId workspace, SavedLocation location,
			Instant now) {
		SavedLocationRecord row = new SavedLocationRecord();
		row.setWorkspaceId(workspace.value());
		row.setPlaceId(location.placeId());
		row.setAgencyId(agency.value());
		row.setName(clip(location.name(), 255));
		row.setAddress(clip(location.address(), 500));
		row.setLat(location.center() == null ? null : location.center().latText());
		row.setLng(location.center() == null ? null : location.center().lngText());
		row.setRating(location.rating());
		row.setReviews(location.reviews());
		row.setStoreCode(clip(location.storeCode(), 100));
		row.setRefreshedAt(LocalDateTime.ofInstant(now, ZoneOffset.UTC));
		return row;
	}

	private static SavedLocation location(Record row) {
		String lat = row.get(SAVED_LOCATION.LAT);
		String lng = row.get(SAVED_LOCATION.LNG);
		LatLng center = lat == null || lng == null ? null : new LatLng(new BigDecimal(lat), new BigDecimal(lng));
		return new SavedLocation(row.get(SAVED_LOCATION.PLACE_ID), row.get(SAVED_LOCATION.NAME),
				row.get(SAVED_LOCATION.ADDRESS), center, row.get(SAVED_LOCATION.RATING),
				row.get(SAVED_LOCATION.REVIEWS), row.get(SAVED_LOCATION.STORE_CODE));
	}

	private static @Nullable String clip(@Nullable String text, int max) {
		return text == null || text.length() <= max ? text : text.substring(0, max);
	}

}
