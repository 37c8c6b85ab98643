/// between them: the look of UIKit's grouped buttons, estimated from iOS 17 screenshots. The
