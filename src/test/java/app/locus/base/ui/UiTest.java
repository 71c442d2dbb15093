package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import com.github.mvysny.fakeservlet.FakeHttpSession;
import com.github.mvysny.fakeservlet.FakeRequest;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.github.mvysny.kaributesting.v10.Routes;
import com.github.mvysny.kaributesting.v10.spring.MockSpringServlet;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import kotlin.jvm.functions.Function1;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import org.springframework.beans.factory.annotation.Autowired;
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

	private void openBrowser() {
		MockVaadin.tearDown();
		if (routes == null) {
			routes = new Routes().autoDiscoverViews("app.locus");
		}
		MockVaadin.setup(UI::new, new MockSpringServlet(routes, context, UI::new));
	}

	protected void navigate(String path) {
		UI.getCurrent().navigate(path);
		MockVaadin.clientRoundtrip();
	}

	/** The one component with this id on the page or in an open dialog. */
	protected static <T extends Component> T byId(Class<T> type, String id) {
		return LocatorJ._get(type, spec -> spec.withId(id));
	}

	protected static boolean present(String id) {
		return !LocatorJ._find(Component.class, spec -> spec.withId(id)).isEmpty();
	}

	/** The page shows the one "not found" answer and nothing else. */
	protected static void assertNotFoundPage() {
		assertThat(present("not-found")).as("not-found page shown").isTrue();
		assertThat(UI.getCurrent().getInternals().getActiveRouterTargetsChain()).hasSize(1);
	}

}
