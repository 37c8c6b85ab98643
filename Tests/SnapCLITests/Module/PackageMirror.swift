import Foundation

/// Whether this machine can resolve a package by its GitHub URL: git reads github.com from the
/// machine's package mirror, which holds a fixed list (the machine's description lists it); a
/// package a session fetched by hand is not on a new machine. Tests of packages outside the list
/// run only where a mirror holds them.
enum PackageMirror {
    static func holds(_ url: String) -> Bool {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "ls-remote", "--exit-code", url, "HEAD"]
        git.standardOutput = FileHandle.nullDevice
        git.standardError = FileHandle.nullDevice
        git.environment = ProcessInfo.processInfo.environment.merging(["GIT_TERMINAL_PROMPT": "0"]) { $1 }
        guard (try? git.run()) != nil else { return false }
        git.waitUntilExit()
        return git.terminationStatus == 0
    }
}
