package app.locus.calendar.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.autoscans.ScheduledScan;
import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.fixtures.Dd010Samples;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Stored scheduled scans on the workspace and agency calendars. */
class AutoscanCalendarViewTest extends UiTest {

	@Autowired
	AutoscanRepository autoscans;

	TestAgency agency;

	WorkspaceId bakery;

	LocalDate today;

	String weeklyKey;

	String pausedKey;

	@BeforeEach
	void twoStoredScheduledScansRunningLaterToday() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		today = LocalDate.now(ZoneOffset.UTC);
		Instant lateToday = today.atTime(LocalTime.of(23, 59)).toInstant(ZoneOffset.UTC);
		weeklyKey = Dd010Samples.key();
		pausedKey = Dd010Samples.key();
		autoscans.replaceAll(agency.id(), bakery,
				List.of(new ScheduledScan(weeklyKey, "Coffee weekly", "ChIJplace", "Blue Bottle Bakery", "coffee",
						List.of(Platform.GOOGLE), 7, Frequency.WEEKLY, AutoscanStatus.SCHEDULED, lateToday, today),
						new ScheduledScan(pausedKey, "AI answers", "ChIJplace", "Blue Bottle Bakery", "best bakery",
								List.of(Platform.CHATGPT, Platform.GEMINI), 5, Frequency.MONTHLY, AutoscanStatus.PAUSED,
								lateToday, today)),
				Instant.now());
	}

	private static String text(String id) {
		return byId(Div.class, id).getElement().getTextRecursively();
	}

	@Test
	void a_scheduled_scan_shows_its_cost_and_counts_in_the_day_a_paused_one_costs_per_platform_but_adds_nothing() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, bakery));
		navigate("w/" + bakery + "/calendar");

		assertThat(text("entry-" + weeklyKey + "-" + today)).contains("Coffee weekly", "coffee", "49 credits",
				"Scheduled", "23:59", "Blue Bottle Bakery");
		assertThat(text("entry-" + pausedKey + "-" + today)).contains("AI answers", "50 credits", "Paused");
		assertThat(byId(Span.class, "total-" + today).getText()).isEqualTo("49 cr");
	}

	@Test
	void clicking_a_scheduled_scan_opens_its_details_with_a_link_to_the_listing() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("w/" + bakery + "/calendar");

		_click(byId(Div.class, "entry-" + weeklyKey + "-" + today));

		assertThat(byId(Anchor.class, "entry-autoscans-link").getHref()).isEqualTo("w/" + bakery + "/autoscans");
		assertThat(present("entry-pause")).isFalse();
		assertThat(present("entry-run")).isFalse();
	}

	@Test
	void the_agency_calendar_shows_the_stored_scheduled_scans_of_every_client() {
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/calendar");

		assertThat(text("entry-" + weeklyKey + "-" + today)).contains("Bakery", "49 credits");
	}

}
