import ArgumentParser
import SnapRuntime

/// When `snap test` writes a reference, by swift-snapshot-testing's record modes
/// (`SnapshotTestingConfiguration.Record`) and read from the same environment variable,
/// `SNAPSHOT_TESTING_RECORD`, so a team's habit carries over: `missing` (the default) writes the
/// references that do not exist and fails the run for them, so they are looked at before they
/// are committed; `all` writes every one; `failed` writes those that differ; `never` writes
/// none (a missing reference fails). A record mode the user asked for (`--record`, the
/// variable) is the point of the run: recording does not fail it.
enum RecordMode: String, CaseIterable, ExpressibleByArgument, Sendable {
    case all, missing, failed, never

    static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// `--record`'s value, else the variable's, else `missing`; whether the user asked.
    static func resolve(_ option: RecordMode?, environment: [String: String]) throws -> (mode: RecordMode, asked: Bool) {
        if let option { return (option, true) }
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text) else {
                throw SnapError(.contradictoryOptions, "\(environmentVariable)=\(text) is not one of " +
                    allCases.map(\.rawValue).joined(separator: ", "))
            }
            return (mode, true)
        }
        return (.missing, false)
    }

    /// `--record` alone means `--record all`, as swift-snapshot-testing's `record: true` did:
    /// the arguments of `snap test` with a bare `--record` given its value.
    static func expandingBareFlag(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() {
            result.append(argument)
            if argument == "--record", index + 1 == arguments.count || RecordMode(rawValue: arguments[index + 1]) == nil {
                result.append(RecordMode.all.rawValue)
            }
        }
        return result
    }
}
