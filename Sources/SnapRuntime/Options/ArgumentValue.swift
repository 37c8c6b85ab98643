/// A value written on `snap render`'s command line. Parsing throws a `SnapError` with the code the
/// docs/cli.md documents for that option (4 for offsets, sweeps and drags, 6 for a background), which
/// a failable `init?(argument:)` could not carry.
public protocol ArgumentValue: Codable, Sendable {
    init(parsing text: String) throws
}
