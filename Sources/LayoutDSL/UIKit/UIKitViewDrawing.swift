/// The UIKit views a representable may wrap that have a SwiftUI counterpart, drawn as that
/// counterpart with the view's settings: a `UIVisualEffectView` with a `UIBlurEffect` is the
/// material of its style (the system materials adapt to light and dark, their `Light` and `Dark`
/// variants keep their scheme), a `UITextField` a `TextField` (rounded border for
/// `.roundedRect`), a `UITextView` its text from the top leading corner (UIKit's default 12-point
/// system font), a `UILabel` a `Text` with its font, colour, alignment and line count, a
/// `UIActivityIndicatorView` a `ProgressView`, a `UIHostingConfiguration`'s content view the SwiftUI view
/// it hosts. Subviews added to them are not drawn.
enum UIKitViewDrawing {
    static func view(for uiView: UIView) -> AnyView? {
        switch uiView {
        case let hosting as UIHostingContentView:
            return hosting.hostedView
        case let effectView as UIVisualEffectView:
            guard let blur = effectView.effect as? UIBlurEffect else { return nil }
            let (material, scheme) = material(blur.style)
            let fill = Rectangle().fill(material)
            return scheme.map { AnyView(fill.environment(\.colorScheme, $0)) } ?? AnyView(fill)
        case let field as UITextField:
            let text = TextField(field.placeholder ?? "", text: .constant(field.text ?? ""))
                .font(field.font?.font)
                .foregroundStyle(field.textColor?.color ?? .primary)
                .multilineTextAlignment(alignment(field.textAlignment))
            return field.borderStyle == .roundedRect ? AnyView(text.textFieldStyle(.roundedBorder)) : AnyView(text)
        case let textView as UITextView:
            return AnyView(Text(verbatim: textView.text ?? "")
                .font(textView.font?.font ?? .system(size: 12))
                .foregroundStyle(textView.textColor?.color ?? .primary)
                .multilineTextAlignment(alignment(textView.textAlignment))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        case let label as UILabel:
            return AnyView(Text(verbatim: label.text ?? "")
                .font(label.font?.font ?? .body)
                .foregroundStyle(label.textColor?.color ?? .primary)
                .multilineTextAlignment(alignment(label.textAlignment))
                .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines))
        case is UIActivityIndicatorView:
            return AnyView(ProgressView())
        default:
            return nil
        }
    }

    private static func alignment(_ alignment: NSTextAlignment) -> TextAlignment {
        switch alignment {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
    }

    /// A blur style's material, and the scheme it is fixed to (nil: it adapts).
    private static func material(_ style: UIBlurEffect.Style) -> (Material, ColorScheme?) {
        switch style {
        case .systemUltraThinMaterial: (.ultraThinMaterial, nil)
        case .systemThinMaterial: (.thinMaterial, nil)
        case .systemMaterial, .regular, .prominent: (.regularMaterial, nil)
        case .systemThickMaterial: (.thickMaterial, nil)
        case .systemChromeMaterial: (.bar, nil)
        case .systemUltraThinMaterialLight: (.ultraThinMaterial, .light)
        case .systemThinMaterialLight: (.thinMaterial, .light)
        case .systemMaterialLight, .light, .extraLight: (.regularMaterial, .light)
        case .systemThickMaterialLight: (.thickMaterial, .light)
        case .systemChromeMaterialLight: (.bar, .light)
        case .systemUltraThinMaterialDark: (.ultraThinMaterial, .dark)
        case .systemThinMaterialDark: (.thinMaterial, .dark)
        case .systemMaterialDark, .dark: (.regularMaterial, .dark)
        case .systemThickMaterialDark: (.thickMaterial, .dark)
        case .systemChromeMaterialDark: (.bar, .dark)
        }
    }
}
