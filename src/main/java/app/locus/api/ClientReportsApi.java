package app.locus.api;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.clientreports.ClientReportFile;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.ClientReportService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The workspace's client reports: the PDFs it sent or made, each downloadable exactly as
 * it was made, and a new one made now from the stored data with the workspace's template
 * (no credits are spent; a writing token is needed, as a person needs write access).
 */
@RestController
@RequestMapping("/api/v1/workspaces/{workspaceId}/client-reports")
@Tag(name = "Client reports", description = "The branded PDF reports made for the client")
class ClientReportsApi {

	private final ClientReportService reports;

	ClientReportsApi(ClientReportService reports) {
		this.reports = reports;
	}

	static String pdfPath(String workspaceId, String reportId) {
		return "/api/v1/workspaces/" + workspaceId + "/client-reports/" + reportId + "/pdf";
	}

	@GetMapping
	@Operation(summary = "The workspace's client reports, newest first")
	List<ApiClientReport> history(@PathVariable String workspaceId) {
		return reports.history(WorkspaceId.parse(workspaceId))
			.stream()
			.map(entry -> ApiClientReport.of(workspaceId, entry))
			.toList();
	}

	@GetMapping(path = "/{clientReportId}/pdf", produces = MediaType.APPLICATION_PDF_VALUE)
	@Operation(summary = "One client report's PDF, byte for byte as it was made and sent")
	ResponseEntity<byte[]> pdf(@PathVariable String workspaceId, @PathVariable String clientReportId) {
		ClientReportFile file = reports.download(WorkspaceId.parse(workspaceId), ClientReportId.parse(clientReportId));
		return ResponseEntity.ok()
			.contentType(MediaType.APPLICATION_PDF)
			.header(HttpHeaders.CONTENT_DISPOSITION,
					ContentDisposition.attachment().filename(file.name()).build().toString())
			.body(file.pdf());
	}

	@PostMapping
	@Operation(summary = "Makes the client report now, from the stored data, and keeps it in the history",
			description = "Spends no credits. 201 with the report; its pdf path downloads it.")
	ResponseEntity<ApiClientReport> makeNow(@PathVariable String workspaceId) {
		return ResponseEntity.status(HttpStatus.CREATED)
			.body(ApiClientReport.of(workspaceId, reports.generateNow(WorkspaceId.parse(workspaceId))));
	}

}
