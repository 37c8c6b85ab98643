import Foundation

/// Where Render's resources are at run time.
///
/// SwiftPM copies a target's resources into a bundle folder, `LayoutDSL_Render.resources`, beside
/// the products it builds (a test bundle, `snap`, `libSnapRuntime.so`, an app's test bundle that
/// depends on this package), and `scripts/install.sh` copies it beside the installed runtime
/// (`PREFIX/lib/snap`, which the installed `snap` reaches as `../lib/snap`). The folder is found
/// from the file of the binary that holds this code, read from `/proc/self/maps` by the address
/// of its `#dsohandle` (glibc's `dladdr` names the main program by `argv[0]`, not by its path).
/// `Bundle.module` is not used: its accessor looks beside `Bundle.main` and in the build folder
/// and stops the process when neither holds the bundle, and a preview's host program is neither.
enum RenderResources {
    static let bundleName = "LayoutDSL_Render.resources"

    /// The bundle's `Fonts` folder, or nil when no candidate folder holds it.
    static let fonts: String? = binaryPath.flatMap { binary in
        candidates(beside: binary).map { $0 + "/Fonts" }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The bundle folders to try for a binary, in order: beside it, then in `../lib/snap`.
    static func candidates(beside binary: String) -> [String] {
        let folder = (binary as NSString).deletingLastPathComponent
        return [folder + "/" + bundleName, (folder as NSString).deletingLastPathComponent + "/lib/snap/" + bundleName]
    }

    /// The file of the binary (program or shared library) this code was loaded from.
    static let binaryPath: String? = {
        // Read to its end: `String(contentsOfFile:)` stops at the first 4 KiB of a file whose size is 0, as procfs reports.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? file.readToEnd() else { return nil }
        try? file.close()
        return mappedFile(containing: UInt(bitPattern: #dsohandle), maps: String(decoding: data, as: UTF8.self))
    }()

    /// The file mapped at `address` in a `/proc/PID/maps` text ("start-end perms offset dev inode path"
    /// a line, addresses in hex, `proc(5)`); nil when no line with a path covers it.
    static func mappedFile(containing address: UInt, maps: String) -> String? {
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16),
                  low <= address, address < high else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            return path.hasPrefix("/") ? path : nil
        }
        return nil
    }
}
