package app.locus.campaigns.ui;

import java.util.ArrayList;
import java.util.List;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignCloning;
import app.locus.campaigns.CampaignCloning.LocationInTarget;
import app.locus.campaigns.CampaignInput;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;

/**
 * Copies a campaign into a workspace the person may change: the copy's form starts from
 * the campaign's settings, offers the target's saved locations, and says for each
 * location of the campaign the target lacks whether it can be saved there first or cannot
 * be used. The service decides everything again when the copy is created. Its words are
 * in the page's language ({@code campaigns.clone.*}).
 */
class CampaignCloneDialog extends Dialog {

	private final transient CampaignCloning cloning;

	private final transient LocationService locations;

	private final WorkspaceId source;

	private final Campaign campaign;

	private final Select<WorkspaceSummary> target = new Select<>();

	private final CampaignForm form = new CampaignForm("clone", List.of(), List.of());

	private final Div locationNotes = new Div();

	/**
	 * @param cloned told of the copy once it is created
	 */
	CampaignCloneDialog(CampaignCloning cloning, LocationService locations, WorkspaceId source, Campaign campaign,
			Runnable cloned) {
		this.cloning = cloning;
		this.locations = locations;
		this.source = source;
		this.campaign = campaign;
		setId("campaign-clone-dialog");
		setHeaderTitle(getTranslation("campaigns.clone.title", campaign.name()));
		setWidth("min(60rem, 95vw)");
		CampaignInput draft = cloning.draft(source, campaign.id(), this::getTranslation);
		form.fill(draft);
		target.setId("campaign-clone-target");
		target.setLabel(getTranslation("campaigns.clone.target"));
		target.setItemLabelGenerator(WorkspaceSummary::name);
		List<WorkspaceSummary> targets = cloning.targets(source);
		target.setItems(targets);
		targets.stream().filter(workspace -> workspace.id().equals(source)).findFirst().ifPresent(target::setValue);
		target.addValueChangeListener(event -> showLocations(draft.placeIds()));
		locationNotes.setId("campaign-clone-locations");
		add(target, form, locationNotes);
		showLocations(draft.placeIds());
		Button create = new Button(getTranslation("campaigns.clone.create"), event -> create(cloned));
		create.setId("campaign-clone-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("campaigns.cancel"), event -> close());
		cancel.setId("campaign-clone-cancel");
		getFooter().add(cancel, create);
	}

	private void create(Runnable cloned) {
		WorkspaceSummary into = target.getValue();
		if (into == null) {
			Notices.error(getTranslation("campaigns.clone.no-target"));
			return;
		}
		if (ServiceCall.run(form.fields(), () -> cloning.copy(source, campaign.id(), into.id(), form.input()))) {
			Notices.success(getTranslation("campaigns.clone.created", into.name()));
			close();
			cloned.run();
		}
	}

	/** The target's saved locations in the form, and a note for each it lacks. */
	private void showLocations(List<String> wanted) {
		locationNotes.removeAll();
		WorkspaceSummary into = target.getValue();
		if (into == null) {
			return;
		}
		try {
			form.offer(locations.pickerLocations(into.id()), wanted);
			for (LocationInTarget location : cloning.locationsIn(source, campaign.id(), into.id())) {
				if (!location.savedInTarget()) {
					locationNotes.add(note(into, location));
				}
			}
		}
		catch (LocusException ex) {
			Notices.error(getTranslation("campaigns.clone.locations-error", into.name(), ex.getMessage()));
		}
	}

	private HorizontalLayout note(WorkspaceSummary into, LocationInTarget location) {
		Paragraph text = new Paragraph();
		HorizontalLayout note = new HorizontalLayout(text);
		note.setId("campaign-clone-location-" + location.placeId());
		note.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		if (!location.savedInSource()) {
			text.setText(getTranslation("campaigns.clone.location.gone", location.name(), into.name()));
			return note;
		}
		text.setText(getTranslation("campaigns.clone.location.missing", location.name(), into.name()));
		Button save = new Button(getTranslation("campaigns.clone.location.save", into.name()),
				event -> saveInTarget(into, location, note, text));
		save.setId("campaign-clone-save-" + location.placeId());
		note.add(save);
		return note;
	}

	private void saveInTarget(WorkspaceSummary into, LocationInTarget location, HorizontalLayout note, Paragraph text) {
		try {
			SavedLocation saved = cloning.saveLocationInTarget(source, campaign.id(), into.id(), location.placeId());
			List<String> chosen = new ArrayList<>(form.chosenPlaces());
			chosen.add(saved.placeId());
			showLocations(chosen);
		}
		catch (LocusException ex) {
			text.setText(
					getTranslation("campaigns.clone.location.refused", location.name(), into.name(), ex.getMessage()));
			note.removeAll();
			note.add(text);
		}
	}

}
