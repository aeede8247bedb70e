/**
 * Every server catalogue, loaded: for the web app (its forms show the server's validation texts) and tests that
 * read the whole catalogue. Never imported by a Lambda function (it would bundle every context's texts).
 */
import "./activity";
import "./case-documents";
import "./case-pause";
import "./case-notes";
import "./case-merge";
import "./case-payments";
import "./case-settlement";
import "./cases";
import "./imports";
import "./interest";
import "./law";
import "./ledger";
import "./members";
import "./plans";
import "./procedures";
import "./resources";
import "./steps";

export * from "./messages";
