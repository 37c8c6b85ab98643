import Foundation

/// What a file browser dialog shows (Apple's documentation of `FileDialogBrowserOptions`): file
/// extensions, hidden files, the contents of packages.
public struct FileDialogBrowserOptions: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// The customizations of the file importer's, exporter's and mover's dialogs (Apple's
/// documentation of `fileDialogMessage(_:)` and its siblings): its message, confirmation label,
/// start directory, browser options. Those dialogs are the system's document picker, which a
/// render never presents, so these are accepted and the view is unchanged.
nonisolated extension View {
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
}
