import ArgumentParser
import Foundation
import SnapRuntime

/// Every error of snap leaves through `exitWithError`, as compiled preview programs' do, except
/// ArgumentParser's own: help (0) and usage errors (64), printed with the usage. Anything else
/// is a bug and exits 15. A compiled preview program's error was printed by the program: snap
/// exits with its code.
do {
    var command = try Snap.parseAsRoot()
    try command.run()
} catch let error as PreviewExit {
    exit(error.status)
} catch let error as SnapError {
    exitWithError(error)
} catch let error where Snap.exitCode(for: error) != .failure {
    Snap.exit(withError: error)
} catch {
    exitWithError(error)
}
