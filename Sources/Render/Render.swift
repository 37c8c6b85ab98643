import LayoutDSL
