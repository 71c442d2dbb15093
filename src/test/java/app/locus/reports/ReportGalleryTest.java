package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.fixtures.TenantFixture;
import app.locus.reports.heatmap.RankGrid;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportGalleryReadRepository;
import app.locus.reports.repository.ReportRepository;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class ReportGalleryTest {

	private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

	@Autowired
	DSLContext db;

	@Autowired
	ReportService reports;

	@Autowired
	ReportRepository repository;

	@Autowired
	ReportGalleryReadRepository query;

	Tenant tenant;

	@BeforeEach
	void signInAsManager() {
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_type_tab_shows_only_reports_of_that_type() {
		store(scan("sourdough bakery").build(), scan("croissant").type(ReportType.TREND).build(),
				scan("bagel").type(ReportType.COMPETITOR).build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN))).containsExactly("sourdough bakery");
		assertThat(keywords(GalleryFilter.of(ReportType.TREND))).containsExactly("croissant");
		assertThat(keywords(GalleryFilter.of(null))).containsExactlyInAnyOrder("sourdough bakery", "croissant",
				"bagel");
	}

	@Test
	void location_filter_keeps_the_place_asked_for() {
		store(scan("a").place("ChIJplaceOne").build(), scan("b").place("ChIJplaceTwo").build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withPlaceId("ChIJplaceTwo"))).containsExactly("b");
	}

	@Test
	void keyword_matches_loosely_in_any_case_and_wildcards_are_literal() {
		store(scan("Sourdough Bakery").build(), scan("best bakery SF").build(), scan("100% rye").build(),
				scan("pizza").build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withKeyword("BAKERY")))
			.containsExactlyInAnyOrder("Sourdough Bakery", "best bakery SF");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withKeyword("dough")))
			.containsExactly("Sourdough Bakery");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withKeyword("%"))).containsExactly("100% rye");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withKeyword("p_zza"))).isEmpty();
	}

	@Test
	void date_range_is_inclusive_and_either_end_may_be_open() {
		store(scan("feb").date(DAY.minusDays(1)).build(), scan("first").date(DAY).build(),
				scan("tenth").date(DAY.plusDays(9)).build(), scan("later").date(DAY.plusDays(20)).build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withDates(DAY, DAY.plusDays(9)))).containsExactly("tenth",
				"first");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withDates(DAY.plusDays(10), null)))
			.containsExactly("later");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withDates(null, DAY))).containsExactly("first", "feb");
	}

	@Test
	void grid_size_and_platform_filters() {
		store(scan("seven").build(), scan("nine").grid(9).build(), scan("gpt").platform(Platform.CHATGPT).build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withGridSize(9))).containsExactly("nine");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withPlatform(Platform.CHATGPT))).containsExactly("gpt");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN).withGridSize(7).withPlatform(Platform.GOOGLE)))
			.containsExactly("seven");
	}

	@Test
	void filters_combine() {
		store(scan("bakery one").place("ChIJplaceOne").grid(9).build(),
				scan("bakery two").place("ChIJplaceOne").build(), scan("bakery three").place("ChIJplaceTwo").build());

		GalleryFilter filter = GalleryFilter.of(ReportType.SCAN)
			.withPlaceId("ChIJplaceOne")
			.withKeyword("bakery")
			.withGridSize(9)
			.withPlatform(Platform.GOOGLE)
			.withDates(DAY, DAY);

		assertThat(keywords(filter)).containsExactly("bakery one");
		assertThat(reports.count(tenant.workspace(), filter)).isEqualTo(1);
	}

	@Test
	void newest_first_by_default_and_oldest_first_reversed() {
		store(scan("middle").date(DAY.plusDays(1)).build(), scan("old").date(DAY).build(),
				scan("new").date(DAY.plusDays(2)).build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST)).containsExactly("new",
				"middle", "old");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST.reversed()))
			.containsExactly("old", "middle", "new");
	}

	@Test
	void rank_sorts_put_the_best_first_and_reports_without_the_metric_last() {
		store(scan("arp 5").metrics("5.00", "1.00", "10").build(), scan("arp 1").metrics("1.00", "3.00", "90").build(),
				scan("none").metrics(null, null, null).build(), scan("arp 3").metrics("3.00", "2.00", "50").build());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.by(GallerySort.Key.ARP)))
			.containsExactly("arp 1", "arp 3", "arp 5", "none");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.by(GallerySort.Key.ATRP)))
			.containsExactly("arp 5", "arp 3", "arp 1", "none");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.by(GallerySort.Key.SOLV)))
			.containsExactly("arp 1", "arp 3", "arp 5", "none");
		assertThat(keywords(GalleryFilter.of(ReportType.SCAN), GallerySort.by(GallerySort.Key.ARP).reversed()))
			.containsExactly("arp 5", "arp 3", "arp 1", "none");
	}

	@Test
	void pages_by_offset_and_limit_cover_every_report_once_and_match_the_count() {
		List<NewReport> many = new ArrayList<>();
		for (int i = 0; i < 23; i++) {
			many.add(scan("k" + i).date(DAY.plusDays(i % 5)).build());
		}
		store(many.toArray(NewReport[]::new));
		GalleryFilter filter = GalleryFilter.of(ReportType.SCAN);

		List<String> seen = new ArrayList<>();
		for (int offset = 0; offset < 30; offset += 10) {
			seen.addAll(reports.gallery(tenant.workspace(), filter, GallerySort.NEWEST_FIRST, offset, 10)
				.stream()
				.map(ReportCard::keyword)
				.toList());
		}

		assertThat(reports.count(tenant.workspace(), filter)).isEqualTo(23);
		assertThat(seen).hasSize(23).doesNotHaveDuplicates();
		assertThat(reports.gallery(tenant.workspace(), filter, GallerySort.NEWEST_FIRST, 20, 10)).hasSize(3);
	}

	@Test
	void the_start_of_a_gallery_counts_every_match_and_holds_the_first_ones_in_order() {
		List<NewReport> many = new ArrayList<>();
		for (int i = 0; i < 23; i++) {
			many.add(scan("k" + i).date(DAY.plusDays(i)).build());
		}
		many.add(scan("a trend").type(ReportType.TREND).build());
		store(many.toArray(NewReport[]::new));

		GalleryStart start = reports.galleryStart(tenant.workspace(), GalleryFilter.of(ReportType.SCAN),
				GallerySort.NEWEST_FIRST, 10);

		assertThat(start.total()).isEqualTo(23);
		assertThat(start.firstCards()).extracting(ReportCard::keyword)
			.containsExactly("k22", "k21", "k20", "k19", "k18", "k17", "k16", "k15", "k14", "k13");
		assertThat(reports.galleryStart(tenant.workspace(), GalleryFilter.of(ReportType.SCAN).withKeyword("k7"),
				GallerySort.NEWEST_FIRST, 10))
			.isEqualTo(new GalleryStart(1, reports.gallery(tenant.workspace(),
					GalleryFilter.of(ReportType.SCAN).withKeyword("k7"), GallerySort.NEWEST_FIRST, 0, 10)));
		assertThat(reports.galleryStart(tenant.workspace(), GalleryFilter.of(ReportType.COMPETITOR),
				GallerySort.NEWEST_FIRST, 10))
			.isEqualTo(new GalleryStart(0, List.of()));
		assertThat(FieldErrors.of(() -> reports.galleryStart(tenant.workspace(), GalleryFilter.of(null),
				GallerySort.NEWEST_FIRST, ReportService.MAX_PAGE + 1)))
			.containsKey("limit");
	}

	@Test
	void cards_carry_the_card_columns_and_the_thumbnail_ranks() {
		NewReport stored = scan("sourdough bakery").build();
		store(stored);

		ReportCard card = reports
			.gallery(tenant.workspace(), GalleryFilter.of(ReportType.SCAN), GallerySort.NEWEST_FIRST, 0, 10)
			.get(0);

		// a grid read from the table is parsed when first looked at: compared by its
		// ranks
		assertThat(card).usingRecursiveComparison()
			.withEqualsForType(RankGrid::equals, RankGrid.class)
			.isEqualTo(stored.card());
		assertThat(card.thumbnail().rank(0, 0)).isEqualTo(RankGrid.NOT_FOUND);
		assertThat(card.thumbnail().rank(0, 1)).isEqualTo(1);
		assertThat(card.primaryMetric()).isEqualTo(Platform.PrimaryMetric.SOLV);
	}

	@Test
	void places_with_reports_and_the_scans_of_a_campaign() {
		String campaign = Dd010Samples.key();
		store(scan("a").place("ChIJplaceOne").location("Zeta Bakery").build(),
				scan("b").place("ChIJplaceTwo").location("Alpha Bakery").campaign(campaign).build(),
				scan("c").place("ChIJplaceTwo")
					.location("Alpha Bakery")
					.campaign(campaign)
					.date(DAY.plusDays(1))
					.build());

		assertThat(reports.galleryPlaces(tenant.workspace())).extracting(PlaceOption::name)
			.containsExactly("Alpha Bakery", "Zeta Bakery");
		assertThat(reports.campaignScans(tenant.workspace(), CampaignKey.of(campaign))).extracting(ReportCard::keyword)
			.containsExactly("c", "b");
	}

	@Test
	void another_workspace_of_the_same_agency_shows_none_of_these_reports() {
		NewReport report = scan("private").build();
		store(report);
		WorkspaceId other = new TenantFixture(db).workspace(tenant.agency());
		TenantFixture.signIn(tenant.admin());

		assertThat(reports.gallery(other, GalleryFilter.of(null), GallerySort.NEWEST_FIRST, 0, 10)).isEmpty();
		assertThat(reports.count(other, GalleryFilter.of(null))).isZero();
		assertThat(reports.galleryPlaces(other)).isEmpty();
		assertThatThrownBy(() -> reports.detail(other, ReportType.SCAN, report.card().key()))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void queries_with_another_agency_find_nothing_even_for_the_right_workspace() {
		store(scan("private").campaign(Dd010Samples.key()).build());
		AgencyId stranger = AgencyId.random();

		assertThat(query.page(stranger, tenant.workspace(), GalleryFilter.of(null), GallerySort.NEWEST_FIRST, 0, 10))
			.isEmpty();
		assertThat(query.count(stranger, tenant.workspace(), GalleryFilter.of(null))).isZero();
		assertThat(query.places(stranger, tenant.workspace())).isEmpty();
		assertThat(repository.find(stranger, tenant.workspace(), ReportType.SCAN, "0123456789abcde")).isEmpty();
	}

	@Test
	void a_workspace_the_user_may_not_see_is_not_found() {
		store(scan("private").build());
		Tenant stranger = new TenantFixture(db).tenant();
		TenantFixture.signIn(stranger.admin());

		assertThatThrownBy(
				() -> reports.gallery(tenant.workspace(), GalleryFilter.of(null), GallerySort.NEWEST_FIRST, 0, 10))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.count(tenant.workspace(), GalleryFilter.of(null)))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.campaignScans(tenant.workspace(), CampaignKey.of(Dd010Samples.key())))
			.isInstanceOf(NotFoundException.class);

		TenantFixture.signIn(new TenantFixture(db).user(tenant.agency(), Role.ACCOUNT_MANAGER));
		assertThatThrownBy(() -> reports.count(tenant.workspace(), GalleryFilter.of(null)))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void a_client_viewer_reads_the_gallery() {
		store(scan("shared").build());
		TenantFixture.signIn(tenant.viewer());

		assertThat(keywords(GalleryFilter.of(ReportType.SCAN))).containsExactly("shared");
	}

	@Test
	void refused_filters_and_paging_name_their_field() {
		GalleryFilter tooLong = GalleryFilter.of(ReportType.SCAN).withKeyword("x".repeat(201));
		GalleryFilter evenGrid = GalleryFilter.of(ReportType.SCAN).withGridSize(4);
		GalleryFilter backwards = GalleryFilter.of(ReportType.SCAN).withDates(DAY, DAY.minusDays(1));

		assertThat(FieldErrors.of(() -> reports.count(tenant.workspace(), tooLong))).containsKey("keyword");
		assertThat(FieldErrors.of(() -> reports.count(tenant.workspace(), evenGrid))).containsKey("gridSize");
		assertThat(FieldErrors.of(() -> reports.count(tenant.workspace(), backwards))).containsKey("to");
		assertThat(FieldErrors
			.of(() -> reports.gallery(tenant.workspace(), GalleryFilter.of(null), GallerySort.NEWEST_FIRST, -1, 0)))
			.containsKeys("offset", "limit");
	}

	@Test
	void a_dashboard_sees_the_newest_scan_of_each_keyword_at_each_place_and_the_newest_heatmaps() {
		store(scan("Sourdough").date(DAY.plusDays(5)).withoutHeatmap().build(),
				scan("sourdough").date(DAY.plusDays(4)).build(),
				scan("sourdough").place("ChIJplaceTwo").date(DAY.plusDays(3)).build(),
				scan("café").date(DAY.plusDays(2)).build(), scan("cafe").date(DAY.plusDays(1)).build(),
				scan("croissant").date(DAY).build(), scan("bagel").type(ReportType.TREND).date(DAY.plusDays(9)).build(),
				scan("rye").date(DAY.minusDays(1)).build());

		NewestScans newest = reports.newestScans(tenant.workspace(), 6, 3);

		// "rye" is the 7th newest scan, the trend report is no scan, "sourdough" on day 4
		// is
		// older than "Sourdough" at the same place
		assertThat(newest.perKeywordAndPlace()).extracting(ReportCard::keyword, ReportCard::date, ReportCard::placeId)
			.containsExactly(tuple("Sourdough", DAY.plusDays(5), Dd010Samples.PLACE),
					tuple("sourdough", DAY.plusDays(3), "ChIJplaceTwo"),
					tuple("café", DAY.plusDays(2), Dd010Samples.PLACE),
					tuple("cafe", DAY.plusDays(1), Dd010Samples.PLACE), tuple("croissant", DAY, Dd010Samples.PLACE));
		assertThat(newest.withHeatmap()).extracting(ReportCard::keyword, ReportCard::date)
			.containsExactly(tuple("sourdough", DAY.plusDays(4)), tuple("sourdough", DAY.plusDays(3)),
					tuple("café", DAY.plusDays(2)));
		assertThat(newest.withHeatmap().get(0).thumbnail().rank(0, 1)).isEqualTo(1);
	}

	@Test
	void a_dashboard_of_a_workspace_the_user_may_not_see_is_not_found_and_refused_counts_name_their_field() {
		store(scan("private").build());
		assertThat(FieldErrors.of(() -> reports.newestScans(tenant.workspace(), 0, 1))).containsKeys("within",
				"heatmaps");
		assertThat(FieldErrors.of(() -> reports.newestScans(tenant.workspace(), ReportService.MAX_PAGE + 1, -1)))
			.containsKeys("within", "heatmaps");

		TenantFixture.signIn(new TenantFixture(db).tenant().admin());

		assertThatThrownBy(() -> reports.newestScans(tenant.workspace(), 100, 4)).isInstanceOf(NotFoundException.class);
	}

	private List<String> keywords(GalleryFilter filter) {
		return keywords(filter, GallerySort.NEWEST_FIRST);
	}

	private List<String> keywords(GalleryFilter filter, GallerySort sort) {
		return reports.gallery(tenant.workspace(), filter, sort, 0, 100).stream().map(ReportCard::keyword).toList();
	}

	private void store(NewReport... rows) {
		repository.save(tenant.agency(), tenant.workspace(), List.of(rows), Instant.now());
	}

	static CardBuilder scan(String keyword) {
		return new CardBuilder(keyword);
	}

	/** A stored report with believable defaults: a google 7 × 7 scan of the bakery. */
	static final class CardBuilder {

		private ReportType type = ReportType.SCAN;

		private final String keyword;

		private LocalDate date = DAY;

		private String place = Dd010Samples.PLACE;

		private String location = "Blue Bottle Bakery";

		private Platform platform = Platform.GOOGLE;

		private int grid = 7;

		private RankMetrics metrics = new RankMetrics(new BigDecimal("3.42"), new BigDecimal("2.10"),
				new BigDecimal("61.22"));

		private String campaign;

		private boolean heatmap = true;

		CardBuilder(String keyword) {
			this.keyword = keyword;
		}

		CardBuilder type(ReportType newType) {
			type = newType;
			return this;
		}

		CardBuilder date(LocalDate newDate) {
			date = newDate;
			return this;
		}

		CardBuilder place(String newPlace) {
			place = newPlace;
			return this;
		}

		CardBuilder location(String newLocation) {
			location = newLocation;
			return this;
		}

		CardBuilder platform(Platform newPlatform) {
			platform = newPlatform;
			return this;
		}

		CardBuilder grid(int newGrid) {
			grid = newGrid;
			return this;
		}

		CardBuilder campaign(String newCampaign) {
			campaign = newCampaign;
			return this;
		}

		CardBuilder withoutHeatmap() {
			heatmap = false;
			return this;
		}

		CardBuilder metrics(String arp, String atrp, String solv) {
			metrics = new RankMetrics(decimal(arp), decimal(atrp), decimal(solv));
			return this;
		}

		NewReport build() {
			int[] ranks = new int[grid * grid];
			Arrays.setAll(ranks, i -> i % 21);
			ReportCard card = new ReportCard(type, ReportKey.of(Dd010Samples.key()), date, place, location, keyword,
					platform, grid, new BigDecimal("2.000"), Measurement.MI, LatLng.of("37.7763000", "-122.4233000"),
					campaign, metrics, 40, 12, new Movement(null, null, null), null,
					heatmap ? RankGrid.of(grid, ranks) : null, false);
			return new NewReport(card, null,
					JsonNodeFactory.instance.objectNode().put("report_key", card.key().value()), null, false);
		}

		private static BigDecimal decimal(String text) {
			return text == null ? null : new BigDecimal(text);
		}

	}

}
