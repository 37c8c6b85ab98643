import ArgumentParser
import Foundation
import SnapRuntime

/// Every error of snap leaves through `exitWithError`, as compiled preview programs' do, except
/// ArgumentParser's own: help (0) and usage errors (64), printed with the usage. Anything else
/// is a bug and exits 15. A compiled preview program's error was printed by the program: snap
/// exits with its code.
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var command = try Snap.parseAsRoot(arguments.first == "test" ? RecordMode.expandingBareFlag(arguments) : arguments)
    try command.run()
} catch let error as ExitCode {
    // A command's verdict (`snap test`'s 1 for a difference), its summary printed already.
    exit(error.rawValue)
} catch let error as PreviewExit {
    exit(error.status)
} catch let error as SnapError {
    exitWithError(error)
} catch let error where Snap.exitCode(for: error) != .failure {
    Snap.exit(withError: error)
} catch {
    exitWithError(error)
}
