package app.locus.reports.ui;

import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.reports.ReportType;
import app.locus.sharing.CreatedShare;
import app.locus.sharing.ShareExpiry;
import app.locus.sharing.ShareService;
import app.locus.base.DisplayDates;
import app.locus.upstream.api.ReportKey;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;

/**
 * Shares the open report by a link (DD145): how long it works, then the link, shown this
 * once with a copy button.
 */
class ShareReportDialog extends Dialog {

	private final transient ShareService shares;

	private final WorkspaceId workspace;

	private final ReportType type;

	private final ReportKey key;

	private final Select<ShareExpiry> expiry = new Select<>();

	ShareReportDialog(ShareService shares, WorkspaceId workspace, ReportType type, ReportKey key) {
		this.shares = shares;
		this.workspace = workspace;
		this.type = type;
		this.key = key;
		setId("share-dialog");
		setHeaderTitle("Share this report");
		setWidth("560px");
		expiry.setId("share-expiry");
		expiry.setLabel("The link works for");
		expiry.setItems(ShareExpiry.values());
		expiry.setItemLabelGenerator(ShareExpiry::label);
		expiry.setValue(ShareExpiry.DEFAULT);
		add(new Paragraph("Anyone with the link sees this report as it is now, under your agency's name, without "
				+ "signing in. Later scans do not change what the link shows."), expiry);
		Button create = new Button("Create link", event -> create());
		create.setId("share-create");
		create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button("Cancel", event -> close());
		cancel.setId("share-cancel");
		getFooter().add(cancel, create);
	}

	private void create() {
		CreatedShare[] created = new CreatedShare[1];
		if (ServiceCall.run(Map.of("expiry", expiry),
				() -> created[0] = shares.create(workspace, type, key, expiry.getValue()))) {
			show(created[0]);
		}
	}

	private void show(CreatedShare created) {
		removeAll();
		getFooter().removeAll();
		TextField link = new TextField("Link");
		link.setId("share-link");
		link.setReadOnly(true);
		link.setValue(created.link());
		link.setWidthFull();
		link.setHelperText("Shown only now: copy it and pass it on. "
				+ (created.expiresAt() == null ? "It does not expire"
						: "It works until " + DisplayDates.instant(created.expiresAt()))
				+ "; you can revoke it on the Shared links page.");
		Button copy = new Button("Copy", event -> {
			link.getElement().executeJs("navigator.clipboard.writeText($0)", created.link());
			Notices.success("Link copied.");
		});
		copy.setId("share-copy");
		HorizontalLayout row = new HorizontalLayout(link, copy);
		row.setWidthFull();
		row.setAlignItems(HorizontalLayout.Alignment.BASELINE);
		add(row);
		Button done = new Button("Done", event -> close());
		done.setId("share-done");
		getFooter().add(done);
	}

}
