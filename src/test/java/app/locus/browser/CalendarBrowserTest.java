package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import org.junit.jupiter.api.Test;

/** The calendar of a workspace and of the agency, drawn by the browser. */
class CalendarBrowserTest extends InChromium {

	@Test
	void a_manager_sees_the_demo_campaigns_runs_on_the_workspace_calendar() {
		signIn(DemoLogin.NORTHWIND_MANAGER);
		page.locator("#nav-calendar").first().click();

		assertThat(page.locator("#calendar-title")).isVisible();
		assertThat(page.locator("#calendar-days")).isVisible();
		assertThat(page.locator("#calendar-days [id^='entry-']").first()).isVisible();
		screenshot("calendar-workspace");
	}

	@Test
	void the_agency_admin_sees_every_workspace_on_the_agency_calendar() {
		signIn(DemoLogin.NORTHWIND_ADMIN);
		open("/agency/calendar");

		assertThat(page.locator("h2")).containsText("Agency calendar");
		assertThat(page.locator("#calendar-days")).containsText("Blue Bottle Bakery");
		assertThat(page.locator("#calendar-days [id^='entry-']").first()).isVisible();
		screenshot("calendar-agency");
	}

}
