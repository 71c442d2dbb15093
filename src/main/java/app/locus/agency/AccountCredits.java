package app.locus.agency;

import java.time.Instant;
import java.util.List;

import app.locus.credits.RunOutForecast;
import app.locus.tenancy.WorkspaceSummary;

/**
 * One upstream account and the client workspaces that spend from it (DD134): its newest
 * known balance and the day it runs out, with the planned runs of all of them counted.
 */
public record AccountCredits(List<WorkspaceSummary> clients, long balance, Instant balanceAt, RunOutForecast forecast) {

}
