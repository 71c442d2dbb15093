package app.locus.base.ui;

import java.util.ArrayList;
import java.util.Objects;
import java.util.function.Function;

import app.locus.base.LocusException;
import app.locus.base.csv.CsvUpload;
import app.locus.base.csv.ImportPreview;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.upload.Upload;
import com.vaadin.flow.function.SerializableRunnable;
import org.jspecify.annotations.Nullable;

/**
 * Uploads a CSV file, shows the service's preview of every row (added, duplicate, invalid
 * with its reason) with the counts, and imports only when "Import N rows" is pressed. The
 * service reads and checks the file both times; this panel only holds the bytes in
 * between.
 */
public class CsvImportPanel extends Div {

	private final transient Background background;

	private final transient Function<byte[], ImportPreview<?>> preview;

	private final transient Function<byte[], String> confirm;

	private final Runnable imported;

	private final Upload upload;

	private final Paragraph status = new Paragraph();

	private final Grid<ImportPreview.Row<?>> rows = new DirectRowsGrid<>();

	private final Button importRows = new Button();

	private byte @Nullable [] file;

	/**
	 * @param id prefix of the ids of the panel's parts
	 * @param preview what the import would do (saves nothing)
	 * @param confirm imports and answers what was done, in words
	 * @param imported run on the page after an import
	 */
	public CsvImportPanel(String id, Background background, Function<byte[], ImportPreview<?>> preview,
			Function<byte[], String> confirm, SerializableRunnable imported) {
		this.background = background;
		this.preview = preview;
		this.confirm = confirm;
		this.imported = imported;
		setId(id);
		upload = new Upload(new InMemoryUpload(CsvUpload.MAX_BYTES, this::received));
		upload.setId(id + "-upload");
		upload.setAcceptedFileTypes("text/csv", ".csv");
		upload.setMaxFiles(1);
		upload.setMaxFileSize(CsvUpload.MAX_BYTES);
		upload.addFileRejectedListener(
				event -> showRefusal(getTranslation("inputs.csv.too-big", CsvUpload.MAX_BYTES / 1024)));
		status.setId(id + "-status");
		rows.setId(id + "-rows");
		rows.addColumn(ImportPreview.Row::line).setHeader(getTranslation("inputs.csv.column.line")).setAutoWidth(true);
		rows.addColumn(ImportPreview.Row::shown).setHeader(getTranslation("inputs.csv.column.row"));
		rows.addColumn(this::outcome).setHeader(getTranslation("inputs.csv.column.outcome"));
		rows.setAllRowsVisible(true);
		rows.setVisible(false);
		importRows.setId(id + "-confirm");
		importRows.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		importRows.setVisible(false);
		importRows.addClickListener(event -> importFile());
		add(upload, status, rows, importRows);
	}

	private void received(byte[] bytes) {
		file = bytes;
		upload.clearFileList();
		status.setText(getTranslation("inputs.csv.checking"));
		background.run(() -> preview.apply(bytes), this::showPreview, this::refused);
	}

	private void showPreview(ImportPreview<?> checked) {
		rows.setItems(new ArrayList<ImportPreview.Row<?>>(checked.rows()));
		rows.setVisible(true);
		long added = checked.count(ImportPreview.Status.NEW);
		status.setText(getTranslation("inputs.csv.preview", added, checked.duplicates(),
				checked.count(ImportPreview.Status.INVALID)));
		importRows.setText(getTranslation("inputs.csv.import", added));
		importRows.setEnabled(added > 0);
		importRows.setVisible(true);
	}

	private void importFile() {
		byte[] bytes = file;
		if (bytes == null) {
			return;
		}
		importRows.setEnabled(false);
		status.setText(getTranslation("inputs.csv.importing"));
		background.run(() -> confirm.apply(bytes), done -> {
			clear();
			status.setText(done);
			Notices.success(done);
			imported.run();
		}, this::refused);
	}

	private void refused(RuntimeException failure) {
		if (failure instanceof LocusException) {
			clear();
			showRefusal(Objects.requireNonNullElseGet(failure.getMessage(), () -> getTranslation("inputs.csv.failed")));
		}
		else {
			clear();
			status.setText("");
			UnexpectedErrors.show(failure);
		}
	}

	/**
	 * "Will be added", "Duplicate: …" or "Invalid: <reason>", the reason in the service's
	 * words.
	 */
	private String outcome(ImportPreview.Row<?> row) {
		String status = getTranslation(switch (row.status()) {
			case NEW -> "inputs.csv.status.new";
			case SAVED -> "inputs.csv.status.saved";
			case REPEATED -> "inputs.csv.status.repeated";
			case INVALID -> "inputs.csv.status.invalid";
		});
		return row.reason() == null ? status : getTranslation("inputs.csv.outcome", status, row.reason());
	}

	private void showRefusal(String message) {
		status.setText(message);
		Notices.error(message);
	}

	private void clear() {
		file = null;
		rows.setItems();
		rows.setVisible(false);
		importRows.setVisible(false);
	}

}
