import Foundation

/// The run's snapshots as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) read: one `<testcase>` per snapshot, named `<test>.<name>`, with class name
/// `<module>.<suite>`. A mismatch, a missing reference and a recorded reference are
/// `<failure>`s (each fails its test), a snapshot not taken is an `<error>`.
enum JUnitReport {
    static func escape(_ s: String) -> String {
        SnapshotReportPage.escape(s).replacingOccurrences(of: "'", with: "&apos;")
    }

    static func xml(_ contents: SnapshotReport.Contents) -> String {
        let timestamp = ISO8601DateFormatter().string(from: contents.started)
        let suites = SnapshotReport.ordered(contents.entries).map { suite in
            let entries = suite.tests.flatMap(\.entries)
            let cases = entries.map(testCase).joined(separator: "\n")
            return """
              <testsuite name="\(escape(suite.suite))" tests="\(entries.count)" failures="\(failures(entries))" \
            errors="\(errors(entries))" timestamp="\(timestamp)">
            \(cases)
              </testsuite>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="Snapshots" tests="\(contents.entries.count)" failures="\(failures(contents.entries))" \
        errors="\(errors(contents.entries))">
        \(suites)
        </testsuites>

        """
    }

    static func failures(_ entries: [SnapshotReport.Entry]) -> Int {
        entries.filter { [.failed, .missing, .recorded].contains($0.outcome) }.count
    }

    static func errors(_ entries: [SnapshotReport.Entry]) -> Int { entries.filter { [.error, .crashed].contains($0.outcome) }.count }

    static func testCase(_ e: SnapshotReport.Entry) -> String {
        let module = e.file.split(separator: "/").first.map(String.init) ?? ""
        let attributes = "classname=\"\(escape(module.isEmpty ? e.suite : "\(module).\(e.suite)"))\" " +
            "name=\"\(escape("\(e.test).\(e.name)"))\" file=\"\(escape(e.file))\" line=\"\(e.line)\""
        let message = e.message ?? ""
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? e.outcome.rawValue
        switch e.outcome {
        case .passed:
            return "    <testcase \(attributes)/>"
        case .orphaned:
            return "    <testcase \(attributes)><skipped message=\"\(escape(firstLine))\"/></testcase>"
        case .error, .crashed:
            return "    <testcase \(attributes)><error message=\"\(escape(firstLine))\">\(escape(message))</error></testcase>"
        case .failed, .missing, .recorded:
            return "    <testcase \(attributes)><failure message=\"\(escape(firstLine))\" type=\"\(e.outcome.rawValue)\">" +
                "\(escape(message))</failure></testcase>"
        }
    }
}
