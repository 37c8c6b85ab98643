import Foundation
import Synchronization

/// UIKit's pasteboard (https://developer.apple.com/documentation/uikit/uipasteboard), which "Copy"
/// buttons write to. The general pasteboard is this process's and starts empty, as a fresh
/// simulator's does, so what one preview copies is there for code that reads it after; nothing
/// reaches the machine's clipboard.
public final class UIPasteboard: Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    private struct Contents { var items: [[String: Any]] = []; var changeCount = 0 }
    private let contents = Mutex<Contents>(Contents())
    public let name: Name

    private init(name: Name) { self.name = name }

    public static let general = UIPasteboard(name: .general)
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(UUID().uuidString)) }
    public convenience init?(name: Name, create: Bool) {
        guard create else { return nil }
        self.init(name: name)
    }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    public var changeCount: Int { contents.withLock { $0.changeCount } }
    public var numberOfItems: Int { contents.withLock { $0.items.count } }
    public var items: [[String: Any]] {
        get { contents.withLock { $0.items } }
        set { contents.withLock { $0.items = newValue; $0.changeCount += 1 } }
    }

    /// The values of one kind, one an item, in the pasteboard's order; nil when there is none.
    private func values<T>(_ type: String) -> [T]? {
        let all = items.compactMap { $0[type] as? T }
        return all.isEmpty ? nil : all
    }
    private func set(_ values: [Any]?, as type: String) { items = (values ?? []).map { [type: $0] } }

    // Uniform type identifiers of the kinds, as UIKit files them.
    private static let text = "public.utf8-plain-text", link = "public.url", picture = "public.png", colour = "com.apple.uikit.color"

    public var string: String? { get { strings?.first } set { strings = newValue.map { [$0] } } }
    public var strings: [String]? { get { values(Self.text) } set { set(newValue, as: Self.text) } }
    public var url: URL? { get { urls?.first } set { urls = newValue.map { [$0] } } }
    public var urls: [URL]? { get { values(Self.link) } set { set(newValue, as: Self.link) } }
    public var image: UIImage? { get { images?.first } set { images = newValue.map { [$0] } } }
    public var images: [UIImage]? { get { values(Self.picture) } set { set(newValue, as: Self.picture) } }
    public var color: UIColor? { get { colors?.first } set { colors = newValue.map { [$0] } } }
    public var colors: [UIColor]? { get { values(Self.colour) } set { set(newValue, as: Self.colour) } }
    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    public func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) { setValue(data, forPasteboardType: pasteboardType) }
    public func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    public func contains(pasteboardTypes: [String]) -> Bool { items.contains { !Set($0.keys).isDisjoint(with: pasteboardTypes) } }
    public func addItems(_ newItems: [[String: Any]]) { items += newItems }
    public func setItems(_ newItems: [[String: Any]], options: [String: Any] = [:]) { items = newItems }
}
