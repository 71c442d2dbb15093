package app.locus.scans;

/** A campaign run of the ledger whose outcome is unknown, with its campaign's key. */
public record OpenCampaignRun(Submission submission, String campaignKey) {

}
