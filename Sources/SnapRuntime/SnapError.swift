/// A bad input or a failed render: one line for stderr and a distinct exit code, so scripts can
/// tell a typo in an option from a preview that crashed.
public struct SnapError: Error, CustomStringConvertible {
    public enum Code: Int32, Sendable {
        case mismatch = 1, unknownScene = 2, badSize = 3, badOffsets = 4, unknownDevice = 5, contradictoryOptions = 6
        case unreadableFile = 7, noPreviews = 8, compileError = 9, unwritableOutput = 10, unsettled = 11, badImage = 12
        /// A compiled preview trapped or died of a signal.
        case previewCrashed = 13
        /// `--scroll-target` names no ScrollView of the rendered view.
        case unknownScrollTarget = 14
        /// An error snap did not expect; a bug to report, not a bad input.
        case internalError = 15
        /// A bad `--defaults` entry.
        case badSetting = 16
        /// A view tree deeper than `ViewTreeTooDeepError.limit`.
        case treeTooDeep = 17
        /// A Swift file's previews ran past `--timeout`.
        case timedOut = 18
        /// The compile cache (`$XDG_CACHE_HOME/snap`, else `~/.cache/snap`) cannot be written.
        case unwritableCache = 19
        /// A previewed module depends on a package's product that snap does not build.
        case missingDependency = 20
        /// `--locale` names no locale ICU knows.
        case unknownLocale = 21
        /// `snap test`'s configuration file cannot be read, or says something it cannot mean.
        case badConfiguration = 22
        /// `snap test`: a preview names an image or colour no asset catalog has, so its snapshot is not taken.
        case missingAsset = 23
        /// The view draws text or images from engines of its own that the renderer cannot draw (`UndrawablePayloads`).
        case undrawable = 24
    }
    public let code: Code
    public let message: String
    public init(_ code: Code, _ message: String) { self.code = code; self.message = message }
    public var description: String { message }

    /// Any error as snap reports it: errors that are not `SnapError`s are snap's bugs, reported
    /// as internal errors, never with a code that means a bad input.
    public static func from(_ error: Error) -> SnapError {
        error as? SnapError ?? SnapError(.internalError, "internal error: \(error)")
    }
}
