/// Whether a material looks active (Apple's documentation of `MaterialActiveAppearance`, iOS 18):
/// on macOS a material in an inactive window draws as inactive unless `.active`; iOS has no
/// inactive windows, so every material draws in its active, and only, appearance.
public struct MaterialActiveAppearance: Sendable, Equatable {
    let name: String
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    public static let active = MaterialActiveAppearance(name: "active")
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

extension Material {
    /// The material with this appearance: on iOS it draws as it is (see `MaterialActiveAppearance`).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle {
    /// The style with its materials in this appearance: on iOS drawn as it is.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}
