package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import com.github.mvysny.fakeservlet.FakeHttpSession;
import com.github.mvysny.fakeservlet.FakeRequest;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.PrettyPrintTreeKt;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.Location;
import com.vaadin.flow.router.NavigationTrigger;
import com.vaadin.flow.router.Route;
import kotlin.jvm.functions.Function1;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.util.ClassUtils;
import org.springframework.context.ApplicationContext;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The base of every browserless UI test: the whole application on the test database,
 * Vaadin run in-process by Karibu-Testing, a person signed in with a role, and components
 * found by their ids.
 */
@IntegrationTest
public abstract class UiTest {

	private static Routes routes;

	@Autowired
	private ApplicationContext context;

	@Autowired
	private AgencyProvisioning provisioning;

	protected TestTenants tenants;

	private Function1<FakeHttpSession, FakeRequest> plainRequests;

	@BeforeEach
	void prepare() {
		tenants = new TestTenants(provisioning);
		plainRequests = MockVaadin.getMockRequestFactory();
	}

	@AfterEach
	void closeBrowser() {
		MockVaadin.tearDown();
		MockVaadin.setMockRequestFactory(plainRequests);
		SecurityContextHolder.clearContext();
	}

	/** Opens a fresh browser session in which {@code user} is signed in. */
	protected void signInAs(LocusUser user) {
		Authentication authentication = UsernamePasswordAuthenticationToken.authenticated(user, null,
				user.getAuthorities());
		SecurityContextHolder.getContext().setAuthentication(authentication);
		MockVaadin.setMockRequestFactory(session -> {
			FakeRequest request = new FakeRequest(session);
			request.setUserPrincipalInt(authentication);
			request.setUserInRole(
					(principal, role) -> user.role().name().equals(role) || user.role().authority().equals(role));
			return request;
		});
		openBrowser();
	}

	/** Opens a fresh browser session in which nobody is signed in. */
	protected void openAnonymously() {
		SecurityContextHolder.clearContext();
		openBrowser();
	}

	/**
	 * Opens a fresh browser session in which nobody is signed in, from a browser whose
	 * first language (Accept-Language) is {@code browserLanguage}.
	 */
	protected void openAnonymouslyIn(Locale browserLanguage) {
		SecurityContextHolder.clearContext();
		MockVaadin.setMockRequestFactory(session -> {
			FakeRequest request = new FakeRequest(session);
			request.setLocaleInt(browserLanguage);
			return request;
		});
		openBrowser();
	}

	private void openBrowser() {
		MockVaadin.tearDown();
		if (routes == null) {
			routes = discoverRoutes();
		}
		MockVaadin.setup(UI::new, new MockSpringServlet(routes, context, UI::new));
	}

	/**
	 * Every route and error view of the application. Karibu's own discovery sees public
	 * classes only, and views are package-private.
	 */
	@SuppressWarnings("unchecked")
	private static Routes discoverRoutes() {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
		scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
		scanner.addIncludeFilter(new AssignableTypeFilter(HasErrorParameter.class));
		Set<Class<? extends Component>> views = new HashSet<>();
		Set<Class<? extends HasErrorParameter<?>>> errorViews = new HashSet<>();
		for (BeanDefinition candidate : scanner.findCandidateComponents("app.locus")) {
			Class<?> type = ClassUtils.resolveClassName(candidate.getBeanClassName(), UiTest.class.getClassLoader());
			if (HasErrorParameter.class.isAssignableFrom(type)) {
				errorViews.add((Class<? extends HasErrorParameter<?>>) type);
			}
			else {
				views.add((Class<? extends Component>) type);
			}
		}
		return new Routes(views, errorViews, true);
	}

	/**
	 * Opens a path as if typed into the address bar. (UI.navigate would hand paths that
	 * match no route to the client-side router, which does not run here.)
	 */
	protected static void navigate(String path) {
		UI ui = UI.getCurrent();
		ui.getInternals().getRouter().navigate(ui, new Location(path), NavigationTrigger.PROGRAMMATIC);
		MockVaadin.clientRoundtrip();
	}

	/**
	 * Lets background work hand its results to the page (through {@code UI.access}) until
	 * the condition holds, for at most 30 seconds.
	 * @param state what the page says, for the message when it never holds
	 */
	protected static void awaitPage(BooleanSupplier condition, Supplier<String> state) {
		await().pollInSameThread().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
			MockVaadin.runUIQueue();
			assertThat(condition.getAsBoolean()).as(() -> "the page, which says: " + state.get()).isTrue();
		});
	}

	/**
	 * The entries the side navigation draws (both of its parts), element id (such as
	 * {@code nav-calendar}) to path; the layout writes them as markup (DD086).
	 */
	protected static Map<String, String> navLinks() {
		Map<String, String> links = new LinkedHashMap<>(navLinks("workspace-nav"));
		links.putAll(navLinks("agency-nav"));
		return links;
	}

	/** The entries of one part of the side navigation, if it is shown. */
	protected static Map<String, String> navLinks(String navId) {
		Map<String, String> links = new LinkedHashMap<>();
		LocatorJ._find(Html.class, spec -> spec.withId(navId))
			.forEach(nav -> Jsoup.parseBodyFragment(nav.getInnerHtml())
				.select("vaadin-side-nav-item")
				.forEach(item -> links.put(item.id(), item.attr("path"))));
		return links;
	}

	/** The one component with this id on the page or in an open dialog. */
	protected static <T extends Component> T byId(Class<T> type, String id) {
		return LocatorJ._get(type, spec -> spec.withId(id));
	}

	/** The rows a grid shows (its first thousand), fetched as the browser would. */
	@SuppressWarnings("unchecked")
	protected static <T> List<T> gridRows(String id) {
		return GridKt._fetch((Grid<T>) byId(Grid.class, id), 0, 1000);
	}

	/**
	 * The browser window becomes {@code width} pixels wide, as the browser reports a
	 * resize (a phone is 390).
	 */
	protected static void resizeWindow(int width) {
		WindowWidth.resizeTo(width);
		MockVaadin.clientRoundtrip();
	}

	/**
	 * The keys of the columns a grid shows, in their order (null for a column without
	 * one).
	 */
	protected static List<String> visibleColumnKeys(Grid<?> grid) {
		return WindowWidth.visibleColumnKeys(grid);
	}

	/** The column headed {@code header}. */
	protected static <T> Grid.Column<T> columnHeaded(Grid<T> grid, String header) {
		return grid.getColumns()
			.stream()
			.filter(column -> header.equals(column.getHeaderText()))
			.findFirst()
			.orElseThrow(() -> new AssertionError("No column headed " + header));
	}

	/**
	 * What hovering over the row's cell in the column headed {@code header} shows when
	 * the column cut it short: the cell's whole text, which the browser reads from the
	 * row (DD171).
	 */
	protected static <T> String tooltip(Grid<T> grid, String header, T row) {
		Grid.Column<T> column = columnHeaded(grid, header);
		assertThat(GridColumns.showsWholeTextOnHover(column)).as("the tooltip of " + header).isTrue();
		return GridKt._getFormatted(column, row);
	}

	protected static boolean present(String id) {
		return !LocatorJ._find(Component.class, spec -> spec.withId(id)).isEmpty();
	}

	/** The page shows the one "not found" answer and nothing else. */
	protected static void assertNotFoundPage() {
		assertThat(present("not-found"))
			.as(() -> "not-found page at " + UI.getCurrent().getInternals().getActiveViewLocation().getPath() + ":\n"
					+ PrettyPrintTreeKt.toPrettyTree(UI.getCurrent()))
			.isTrue();
		assertThat(UI.getCurrent().getInternals().getActiveRouterTargetsChain()).hasSize(1);
	}

}
