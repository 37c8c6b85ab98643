import ArgumentParser
import Foundation
import SnapRuntime

/// Errors print one line and exit with their own code; argument-parser's usage errors keep its 64.
do {
    var command = try Snap.parseAsRoot()
    try command.run()
} catch let error as SnapError {
    FileHandle.standardError.write(Data("snap: error: \(error.message)\n".utf8))
    exit(error.code.rawValue)
} catch {
    Snap.exit(withError: error)
}
