import Foundation

/// The one way `snap` and compiled preview programs end on an error: `snap: error: <one line>`
/// on stderr and the error's own exit code (`SnapError.from`).
public func exitWithError(_ error: Error) -> Never {
    let failure = SnapError.from(error)
    let line = failure.message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    FileHandle.standardError.write(Data("snap: error: \(line)\n".utf8))
    exit(failure.code.rawValue)
}
