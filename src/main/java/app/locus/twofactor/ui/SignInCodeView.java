package app.locus.twofactor.ui;

import app.locus.security.PendingSignIns;
import app.locus.security.SecondFactorStep;
import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * The second step of signing in for people with two-factor sign-in: a code of their app
 * or one of their recovery codes.
 */
@Route("sign-in/code")
@AnonymousAllowed
class SignInCodeView extends SignInStepPage {

	SignInCodeView(PendingSignIns pendingSignIns, SiteResolver sites, BrandingService branding) {
		super(SecondFactorStep.CODE, pendingSignIns, sites, branding);
	}

	@Override
	void show(BeforeEnterEvent event) {
		add(new Paragraph(getTranslation("twofactor.signin.code.intro")));
		SignInMessages.refusal(event.getLocation().getQueryParameters().getParameters(), this::getTranslation)
			.ifPresent(this::add);
		add(new CodePostForm(getTranslation("twofactor.signin.code.verify"), true));
	}

}
