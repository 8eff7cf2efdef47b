// FreeType's headers, for FreeTypeText. Needs libfreetype-dev (Debian) or
// freetype (Homebrew); pkg-config's freetype2 gives the include path.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
