import Foundation
import SnapRuntime

/// One cell of `snap test`'s matrix: the settings a preview is rendered with besides its own.
/// A preview's own choices still win, as in Xcode's canvas (`.previewDevice`,
/// `.preferredColorScheme` and the like, applied inside the view).
struct SnapshotVariant: Hashable, Sendable {
    var colorScheme: ColorSchemeOption = .light
    var dynamicType: DynamicTypeOption = .large
    /// A locale identifier (nil: en_US, an iPhone's out of the box, as `snap render`'s default).
    var locale: String?
    /// A device preset for previews that choose none (nil: `snap render`'s default canvas).
    var device: String?
    /// An orientation for previews that choose none (nil: portrait).
    var orientation: OrientationOption?

    /// The variant's part of a reference's name: each setting that is not the default, in this
    /// order, each after a dot (`.dark`, `.dark.accessibility3.ar_EG.iphone-se.landscapeLeft`); nothing for
    /// the defaults. So adding a dimension to the matrix keeps the names of the references
    /// already recorded, and a name says what differs from a plain preview.
    var suffix: String {
        var parts: [String] = []
        if colorScheme != .light { parts.append(colorScheme.rawValue) }
        if dynamicType != .large { parts.append(dynamicType.rawValue) }
        if let locale { parts.append(locale) }
        if let device { parts.append(device) }
        if let orientation, orientation != .portrait { parts.append(orientation.rawValue) }
        return parts.map { "." + $0 }.joined()
    }

    /// The variant as the report names it: its suffix without the first dot, or `default`.
    var name: String { suffix.isEmpty ? "default" : String(suffix.dropFirst()) }

    /// Sets the request's scheme, text size, locale, device and orientation. A right-to-left language lays
    /// out right to left, as iOS does for it (the two come together on a device).
    func apply(to request: inout RenderRequest) throws {
        request.colorScheme = colorScheme
        request.dynamicType = dynamicType
        if let locale {
            request.locale = try LocaleOption(parsing: locale)
            request.layoutDirection = Locale.Language(identifier: locale).characterDirection == .rightToLeft ? .rtl : .ltr
        }
        request.device = device
        request.orientation = orientation
    }

    /// Every combination, in the order of the lists (colour schemes vary slowest).
    static func matrix(colorSchemes: [ColorSchemeOption], dynamicTypes: [DynamicTypeOption], locales: [String?],
                       devices: [String?], orientations: [OrientationOption?] = [nil]) -> [SnapshotVariant] {
        colorSchemes.flatMap { scheme in
            dynamicTypes.flatMap { size in
                locales.flatMap { locale in
                    devices.flatMap { device in
                        orientations.map {
                            SnapshotVariant(colorScheme: scheme, dynamicType: size, locale: locale, device: device, orientation: $0)
                        }
                    }
                }
            }
        }
    }
}
