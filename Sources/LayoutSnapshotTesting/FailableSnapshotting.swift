import SnapshotTesting

extension Snapshotting {
    /// A strategy whose render can fail. swift-snapshot-testing has no failed snapshot: any value
    /// the strategy delivers is recorded when the reference is missing (and in the `all` and
    /// `failed` record modes), so a blank stand-in would become a reference that then passes.
    /// A failed render instead fails the test with its reason and delivers nothing; the assertion
    /// then gives up after its `timeout` without writing a file.
    static func failable(pathExtension: String?, diffing: Diffing<Format>,
                         render: @escaping (Value) throws -> Format) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
            Async { callback in
                let format: Format
                do { format = try render(value) } catch {
                    RenderFailure.report(error)
                    return
                }
                if Format.self == PNGImage.self { UnreportedSnapshots.note() }
                callback(format)
            }
        }
    }
}
