import Foundation

/// UIKit's current trait collection (`UITraitCollection.current`), which app code reads outside
/// views to resolve a dynamic colour or pick an image: the traits of the environment the code
/// runs in (`EnvironmentValues.current`: the host being updated, its colour scheme, size classes,
/// text size, direction, contrast, legibility, scale and idiom). One that code sets stays current
/// on its thread (Apple: "the current trait collection is a thread-local value") for as long as
/// the same host updates there, as UIKit sets its own again before each layout and drawing pass.
extension UITraitCollection {
    private final class Assignment {
        weak var host: ViewHost?
        let collection: UITraitCollection
        init(host: ViewHost?, collection: UITraitCollection) { self.host = host; self.collection = collection }
    }

    private static let key = "LayoutDSL.UITraitCollection.current"

    public static var current: UITraitCollection {
        get {
            if let assignment = Thread.current.threadDictionary[key] as? Assignment, assignment.host === CurrentHost.host {
                return assignment.collection
            }
            return UITraitCollection(EnvironmentValues.current)
        }
        set { Thread.current.threadDictionary[key] = Assignment(host: CurrentHost.host, collection: newValue) }
    }

    /// Runs `actions` with this collection as the current one, then restores the one before.
    public func performAsCurrent(_ actions: () -> Void) {
        let before = Thread.current.threadDictionary[Self.key]
        Self.current = self
        actions()
        Thread.current.threadDictionary[Self.key] = before
    }

    /// The text size a UIKit call `compatibleWith:` these traits uses: theirs if they specify
    /// one, else the current collection's, else Large.
    static func textSize(_ traits: UITraitCollection?) -> DynamicTypeSize {
        [traits?.preferredContentSizeCategory, current.preferredContentSizeCategory]
            .lazy.compactMap { $0.flatMap { DynamicTypeSize($0) } }.first ?? .large
    }

    /// The traits of an environment, as a hosting controller reports them to UIKit.
    convenience init(_ environment: EnvironmentValues) {
        self.init(mutations: { traits in
            traits.userInterfaceStyle = UIUserInterfaceStyle(environment.colorScheme)
            traits.horizontalSizeClass = UIUserInterfaceSizeClass(environment.horizontalSizeClass)
            traits.verticalSizeClass = UIUserInterfaceSizeClass(environment.verticalSizeClass)
            traits.preferredContentSizeCategory = UIContentSizeCategory(environment.dynamicTypeSize)
            traits.layoutDirection = UITraitEnvironmentLayoutDirection(environment.layoutDirection)
            traits.accessibilityContrast = UIAccessibilityContrast(environment.colorSchemeContrast)
            traits.legibilityWeight = UILegibilityWeight(environment.legibilityWeight)
            traits.displayScale = environment.displayScale
            traits.userInterfaceIdiom = environment.renderedDevice.device.userInterfaceIdiom
        })
    }
}
