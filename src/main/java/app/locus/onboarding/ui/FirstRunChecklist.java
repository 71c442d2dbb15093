package app.locus.onboarding.ui;

import java.util.Locale;
import java.util.Optional;

import app.locus.agency.ui.AgencyNavigation;
import app.locus.base.ui.ServiceCall;
import app.locus.onboarding.FirstRunProgress;
import app.locus.onboarding.FirstRunStep;
import app.locus.onboarding.OnboardingService;
import app.locus.onboarding.StepState;
import app.locus.shell.PageBanner;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;

/**
 * What an agency admin has left to set up, at the top of the agency overview (DD140):
 * each step not done links to it in the first-run path. Shown only for admins while steps
 * are left and the admin has not hidden it.
 */
@org.springframework.stereotype.Component
class FirstRunChecklist implements PageBanner {

	private final OnboardingService onboarding;

	FirstRunChecklist(OnboardingService onboarding) {
		this.onboarding = onboarding;
	}

	@Override
	public String route() {
		return AgencyNavigation.ROUTE;
	}

	@Override
	public Optional<Component> bannerFor() {
		return onboarding.checklist().map(this::checklist);
	}

	private Div checklist(FirstRunProgress progress) {
		Div checklist = new Div();
		checklist.setId("first-run-checklist");
		checklist.getStyle()
			.set("border", "1px solid var(--lumo-contrast-20pct)")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("padding", "var(--lumo-space-s) var(--lumo-space-m)")
			.set("margin-bottom", "var(--lumo-space-m)");
		int left = progress.left().size();
		Span heading = new Span(
				checklist.getTranslation("onboarding.checklist.left", left, FirstRunStep.values().length) + " ");
		heading.setId("first-run-checklist-title");
		heading.getStyle().set("font-weight", "600");
		UnorderedList steps = new UnorderedList();
		for (FirstRunStep step : progress.left()) {
			String title = FirstRunView.stepTitle(checklist::getTranslation, step);
			Anchor link = new Anchor(FirstRunView.href(step), progress.state(step) == StepState.SKIPPED
					? checklist.getTranslation("onboarding.checklist.skipped", title) : title);
			link.setId("checklist-" + step.name().toLowerCase(Locale.ROOT));
			steps.add(new ListItem(link));
		}
		Anchor resume = new Anchor(FirstRunNavigation.ROUTE, checklist.getTranslation("onboarding.checklist.continue"));
		resume.setId("checklist-continue");
		Button hide = new Button(checklist.getTranslation("onboarding.checklist.hide"), event -> {
			if (ServiceCall.run(onboarding::dismiss)) {
				checklist.setVisible(false);
			}
		});
		hide.setId("dismiss-checklist");
		hide.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
		checklist.add(heading, resume, hide, steps);
		return checklist;
	}

}
