package app.locus.clientreports;

import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.repository.ClientReportRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A stored PDF read for a share link (DD158), without a person: only after the link's
 * token, expiry and host were checked ({@code ShareService.open}), and only in the agency
 * and workspace the link belongs to. Views use {@link ClientReportService#download}.
 */
@Service
@Transactional(readOnly = true)
public class ClientReportFiles {

	private final ClientReportRepository reports;

	ClientReportFiles(ClientReportRepository reports) {
		this.reports = reports;
	}

	/** The PDF, or empty once retention has deleted it. */
	public Optional<ClientReportFile> sharedFile(AgencyId agency, WorkspaceId workspace, ClientReportId id) {
		return reports.entry(agency, workspace, id)
			.flatMap(entry -> reports.pdf(agency, workspace, id)
				.map(pdf -> new ClientReportFile(entry.fileName(), pdf)));
	}

}
