/// UIKit's button (https://developer.apple.com/documentation/uikit/uibutton), as representables
/// and view controllers make one. It is drawn as a placeholder here and never tapped
/// (`UIControl`); it keeps its titles, title colours and images per state, answering a state
/// that has none with the normal state's, as UIKit does.
open class UIButton: UIControl {
    public private(set) var buttonType: ButtonType = .custom
    /// The label that shows the current title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    /// The view that shows the current image.
    public private(set) lazy var imageView: UIImageView? = UIImageView()
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }
    open func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    /// A fresh button: see `UIView.appearance()`.
    open override class func appearance() -> UIButton { UIButton() }

    /// The kind of button (https://developer.apple.com/documentation/uikit/uibutton/buttontype).
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
    }
}
