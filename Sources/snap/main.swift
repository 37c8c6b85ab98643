import ArgumentParser
import SnapRuntime

/// Usage errors are ArgumentParser's (64, with the usage); every error of a parsed command
/// leaves through `exitWithError`, as compiled preview programs' do.
let command: ParsableCommand
do { command = try Snap.parseAsRoot() } catch { Snap.exit(withError: error) }
do {
    var command = command
    try command.run()
} catch {
    exitWithError(error)
}
